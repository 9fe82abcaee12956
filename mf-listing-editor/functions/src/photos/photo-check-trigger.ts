// Every uploaded photo is read on the server (issue 34): Storage's rules can only check the label
// (image/png), and an SVG with a script or an HTML page was stored under one. What is not a real
// JPEG, PNG or WebP is deleted, and the listings that name it lose it. A real one gets the sizes
// the pages show (photo-size-files.ts), which go when it goes.
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import { onObjectDeleted, onObjectFinalized } from 'firebase-functions/v2/storage';
import { photoObjectPath } from '../../../../listing-domain/src/photo-sizes.ts';
import { adminApp } from '../../../../shared-firebase/server/admin-app.ts';
import { readPhoto } from './photo-check.ts';
import { sizesOf } from './photo-sizes.ts';
import { deleteSizes, writeSizes } from './photo-size-files.ts';
import { recordRejected } from './rejected-photos.ts';

/** Upload names are `images/{uid}-{file name}-{random id}` (storage.rules); a uid has no `-`. */
const ownerOf = (path: string) => /^images\/([^-/]+)-/.exec(path)?.[1] ?? null;

// Memory from `pnpm bench:photo-memory` (issue 47): 336 MiB at most for one photo (a 50 megapixel
// interlaced RGBA PNG, which cannot be decoded row by row), 105 MiB for a refused 16383×16383 one,
// plus the Admin SDK's own; 1 GiB leaves room, and one photo at a time per instance keeps it so.
export const checkUploadedPhoto = onObjectFinalized({ memory: '1GiB', concurrency: 1 }, async (event) => {
  const { name: path, bucket } = event.data;
  const owner = path ? ownerOf(path) : null;
  if (!path || !owner) return;
  const file = getStorage(adminApp()).bucket(bucket).file(path);
  const [bytes] = await file.download();
  const read = await readPhoto(bytes);
  if ('photo' in read) {
    await writeSizes(getStorage(adminApp()).bucket(bucket), path, await sizesOf(read.photo));
    return;
  }
  const reason = read.problem;
  logger.warn('upload refused: not a real photo', { path, reason, contentType: event.data.contentType });
  await recordRejected(path, reason);
  await file.delete({ ignoreNotFound: true });
  await takeOffListings('listings', owner, path);
  await takeOffListings('listingDrafts', owner, path); // and its drafts (issue 52)
});

/** A photo deleted (by its owner, with its listing or its account, or refused here) takes its sizes along. */
export const deletePhotoSizes = onObjectDeleted(async (event) => {
  const { name: path, bucket } = event.data;
  if (path && ownerOf(path)) await deleteSizes(getStorage(adminApp()).bucket(bucket), path);
});

/** Removes the photo from every listing (or draft) of its owner that names it (read 201 at a time). */
async function takeOffListings(collection: 'listings' | 'listingDrafts', owner: string, path: string): Promise<void> {
  const listings = getFirestore(adminApp()).collection(collection);
  let query = listings.where('userRef', '==', owner).orderBy('__name__').limit(201);
  for (;;) {
    const page = await query.get();
    for (const listing of page.docs) {
      const urls: unknown = listing.get('imgUrls');
      const plan: unknown = listing.get('floorPlanUrl');
      const change: Record<string, unknown> = {};
      if (Array.isArray(urls)) {
        const kept = urls.filter((url) => typeof url !== 'string' || photoObjectPath(url) !== path);
        if (kept.length !== urls.length) change.imgUrls = kept;
      }
      // Its floor plan (issue 35) is checked as a photo is.
      if (typeof plan === 'string' && photoObjectPath(plan) === path) change.floorPlanUrl = FieldValue.delete();
      if (Object.keys(change).length > 0) await listing.ref.update(change);
    }
    if (page.size < 201) return;
    query = query.startAfter(page.docs.at(-1)!);
  }
}
