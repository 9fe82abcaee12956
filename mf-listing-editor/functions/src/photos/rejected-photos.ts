// Photos the server refused (not a real image): each leaves a record, so that a listing naming one
// loses it whichever comes first, the photo's check or the listing's write. The photo's trigger
// records it and then takes it off the owner's listings that exist; the listing's trigger takes off
// any recorded one. Records are the server's alone (firestore.rules lets no client near them).
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { photoObjectPath } from '../../../../listing-domain/src/photo-sizes.ts';
import { adminApp } from '../../../../shared-firebase/server/admin-app.ts';

const COLLECTION = 'rejectedPhotos';
const recordOf = (path: string) => getFirestore(adminApp()).collection(COLLECTION).doc(encodeURIComponent(path));

/** Notes that the photo at `path` was refused and deleted, and why. */
export async function recordRejected(path: string, reason: string): Promise<void> {
  await recordOf(path).set({ path, reason, at: FieldValue.serverTimestamp() });
}

/** `urls` without the refused photos, or null when none of them was refused. */
export async function withoutRejected(urls: readonly string[]): Promise<string[] | null> {
  const paths = urls.map(photoObjectPath);
  const known = paths.filter((path): path is string => path !== null);
  if (known.length === 0) return null;
  const records = await getFirestore(adminApp()).getAll(...known.map(recordOf));
  const refused = new Set(records.filter((record) => record.exists).map((record) => record.get('path') as string));
  if (refused.size === 0) return null;
  return urls.filter((_, i) => !refused.has(paths[i] ?? ''));
}
