import { listingImageUrls } from 'listing-domain';
import { signedInUid } from 'shared-firebase';
import { readOwnDrafts } from '../drafts/listing-drafts.ts';
import { heldPhotoUrls } from '../listings/listing-writes.ts';
import { deleteImagesByUrl } from './photo-storage.ts';
import { forgetUnsaved, hasUnsavedPhotos, unsavedPhotosOf } from './unsaved-photos.ts';

/**
 * Deletes the signed-in user's photos that this browser sent for a listing never saved (a tab
 * closed between a failed upload and its retry), unless one of their listings or drafts (issue 52)
 * holds them after all. Returns how many were deleted.
 */
export async function sweepUnsavedPhotos(): Promise<number> {
  if (!hasUnsavedPhotos()) return 0;
  const uid = await signedInUid();
  const noted = unsavedPhotosOf(uid);
  if (noted.length === 0) return 0;
  const [held, drafts] = await Promise.all([heldPhotoUrls(uid), readOwnDrafts(uid)]);
  for (const draft of drafts) for (const url of listingImageUrls(draft)) held.add(url);
  const orphans = noted.filter((url) => !held.has(url));
  await deleteImagesByUrl(orphans);
  forgetUnsaved(noted);
  return orphans.length;
}
