import { signedInUid } from 'shared-firebase';
import { heldPhotoUrls } from '../listings/listing-writes.ts';
import { deleteImagesByUrl } from './photo-storage.ts';
import { forgetUnsaved, hasUnsavedPhotos, unsavedPhotosOf } from './unsaved-photos.ts';

/**
 * Deletes the signed-in user's photos that this browser sent for a listing never saved (a tab
 * closed between a failed upload and its retry), unless one of their listings holds them after
 * all. Returns how many were deleted.
 */
export async function sweepUnsavedPhotos(): Promise<number> {
  if (!hasUnsavedPhotos()) return 0;
  const uid = await signedInUid();
  const noted = unsavedPhotosOf(uid);
  if (noted.length === 0) return 0;
  const held = await heldPhotoUrls(uid);
  const orphans = noted.filter((url) => !held.has(url));
  await deleteImagesByUrl(orphans);
  forgetUnsaved(noted);
  return orphans.length;
}
