/**
 * The data a slice owns (issue 87), declared in its contract (src/app/contract.ts): only its rules,
 * its server code and its pages write there; another slice reads only what it publishes.
 * tooling/data-ownership.test.ts holds every slice to it.
 */
export interface DataDeclaration {
  /** Its Firestore collections, each a path with `*` for a document id (`users/*\/saved`). */
  firestore: readonly string[];
  /** Its Storage folders (`images`). */
  storage: readonly string[];
  /** Those of its collections other slices may read or listen to (its published read models). */
  published: readonly string[];
}
