// A rules matrix's set-up (issue 48: each slice's matrix sits beside its rules fragment): the Cloud
// Firestore emulator evaluating the composed rules (the platform's part and every slice's fragment,
// composed here from the repository's, scripts/lib/compose-rules.mjs), cleared before each case,
// the site's actors, and allowed/denied that count the cases a matrix checks. Call it once at the
// top of a test file: it registers the file's hooks.
import { repositoryRules } from '../../../scripts/lib/compose-rules.mjs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  setLogLevel,
  updateDoc,
  type DocumentData,
  type Firestore,
  type QueryConstraint,
  type UpdateData,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';

// A matrix's operations, by a document's or a collection's path ('users/uid/saved/home'): the SDK's
// own calls, asked as `database` (an actor's or a visitor's view) reaches them.
/** Reads the document at `docPath`. */
export const getAt = (database: Firestore, docPath: string) => getDoc(doc(database, docPath));
/** Writes the document at `docPath` whole. */
export const setAt = (database: Firestore, docPath: string, data: DocumentData) => setDoc(doc(database, docPath), data);
/** Changes some fields of the document at `docPath`. */
export const updateAt = (database: Firestore, docPath: string, data: UpdateData<DocumentData>) =>
  updateDoc(doc(database, docPath), data);
/** Deletes the document at `docPath`. */
export const deleteAt = (database: Firestore, docPath: string) => deleteDoc(doc(database, docPath));
/** Lists the collection at `collectionPath` under `constraints` (a rules-checked query). */
export const listAt = (database: Firestore, collectionPath: string, ...constraints: QueryConstraint[]) =>
  getDocs(query(collection(database, collectionPath), ...constraints));
/** The five operations as one object, for a matrix that asks them all: `at.get(as('bob'), 'viewings/v1')`. */
export const at = { get: getAt, set: setAt, update: updateAt, delete: deleteAt, list: listAt };

/** Someone signed in: their uid and their ID token's claims. */
export interface Actor {
  uid: string;
  token: TokenOptions;
}

type Provider = NonNullable<NonNullable<TokenOptions['firebase']>['sign_in_provider']>;

/** An account with an e-mail address (password or Google), not verified yet. */
export const withEmail = (uid: string, email: string, provider: Provider = 'password'): Actor => ({
  uid,
  token: { email, email_verified: false, firebase: { sign_in_provider: provider, identities: {} } },
});

/** The same account once its address is verified (issue 47). */
export const verified = (actor: Actor): Actor => ({ ...actor, token: { ...actor.token, email_verified: true } });

/**
 * The matrix `name` (logged with its count of cases) against the composed rules, in `projectId`
 * (the site's own by default; a slice's example may use one of its own).
 */
export function rulesMatrix(name: string, { projectId = 'demo-marketplace' }: { projectId?: string } = {}) {
  let env: RulesTestEnvironment | undefined;
  let cases = 0;
  const current = () => {
    if (!env) throw new Error('rulesMatrix: the emulator is not set up yet (use it inside a test)');
    return env;
  };

  beforeAll(async () => {
    setLogLevel('silent'); // refusals are the point here, not noise
    env = await initializeTestEnvironment({
      projectId,
      firestore: { host: '127.0.0.1', port: 8080, rules: repositoryRules().rules },
    });
  });
  beforeEach(async () => {
    // The server's triggers answer this project's writes (the Functions emulator runs beside the
    // tests) and may hold a transaction a moment longer than the test (the place indexes, issue
    // 51): the emulator then refuses to clear ("Transaction lock timeout", ABORTED). Asked again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await current().clearFirestore();
        return;
      } catch (error) {
        if (attempt >= 5 || !String(error).includes('ABORTED')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      }
    }
  });
  afterAll(async () => {
    console.log(`${name}: ${cases} cases checked`);
    await env?.cleanup();
  });

  const db = (context: RulesTestContext) => context.firestore() as unknown as Firestore;
  return {
    projectId,
    env: current,
    /** How many cases the matrix has checked so far. */
    cases: () => cases,
    async allowed(operation: Promise<unknown>) {
      cases += 1;
      await assertSucceeds(operation);
    },
    async denied(operation: Promise<unknown>) {
      cases += 1;
      await assertFails(operation);
    },
    db,
    /** The database as `actor` reaches it. */
    as: (actor: Actor) => db(current().authenticatedContext(actor.uid, actor.token)),
    /** The database as a visitor (signed out) reaches it. */
    visitor: () => db(current().unauthenticatedContext()),
    /** An anonymous account (no e-mail identity), optionally claiming an e-mail in its token. */
    anonymous: (uid: string, email?: string) =>
      db(
        current().authenticatedContext(uid, {
          ...(email ? { email } : {}),
          firebase: { sign_in_provider: 'anonymous', identities: {} },
        }),
      ),
    /** An account signed in by phone: no e-mail at all. */
    noEmail: (uid: string) =>
      db(current().authenticatedContext(uid, { firebase: { sign_in_provider: 'phone', identities: {} } })),
    /** Writes as the backend's owner, past the rules (fixtures). */
    async seed(pathInDb: string, data: Record<string, unknown>) {
      await current().withSecurityRulesDisabled(async (context) => {
        await setDoc(doc(db(context), pathInDb), data);
      });
    },
  };
}
