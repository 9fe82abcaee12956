// Publishing a new listing and saving an edit: the photos uploaded in order, then the listing
// written, with nothing left behind by a failure on the way.
import type { ListingInput } from 'listing-domain';
import { signedInUid } from 'shared-firebase';
import { announceListingChange } from 'site-contract';
import { deleteImagesByUrl, uploadListingImage } from '../photos/photo-storage.ts';
import type { PhotoUploads } from '../photos/photo-uploads.ts';
import { draftWriteError, writeDraft } from '../drafts/listing-drafts.ts';
import { checkEditQuota, checkPublishQuota, writeListingUpdate, writeNewListing } from './listing-writes.ts';

/** An image could not be stored; nothing of the attempt is left behind. */
export class ImageUploadError extends Error {
  constructor(cause: unknown) {
    super('Image upload failed', { cause });
    this.name = 'ImageUploadError';
  }
}

type NamedBlob = Blob & { name: string };

/**
 * The new photos' addresses, in order: through `uploads` when the page follows them (a failure
 * keeps what was sent, for the page to try again or discard), else one by one (a failure deletes
 * what was sent).
 */
async function uploadPhotos(files: readonly NamedBlob[], uploads: PhotoUploads | undefined): Promise<string[]> {
  if (!uploads) return uploadAll(files);
  if (uploads.files.length !== files.length || uploads.files.some((file, i) => file !== files[i]))
    throw new Error('the uploads are of other photos');
  try {
    return await uploads.run();
  } catch (error) {
    throw new ImageUploadError(error);
  }
}

async function uploadAll(files: readonly NamedBlob[]): Promise<string[]> {
  const urls: string[] = [];
  try {
    for (const file of files) urls.push((await uploadListingImage(file)).url);
    return urls;
  } catch (error) {
    await deleteImagesByUrl(urls);
    throw new ImageUploadError(error);
  }
}

/**
 * Uploads the images in order, then creates the listing. If the listing cannot be created, the
 * images are deleted, so no half-created listing or orphan file remains. If an upload fails, the
 * images sent are deleted too; with `uploads` (the page shows each photo's progress) they stay
 * for the page to try the failed one again, and the page discards them if the user gives up.
 * A user over the publishing limit gets PublishLimitError before any upload.
 */
export async function publishNewListing(
  input: Omit<ListingInput, 'imgUrls'>,
  files: readonly NamedBlob[],
  uploads?: PhotoUploads,
  floorPlan?: NamedBlob | null,
): Promise<string> {
  const uid = await signedInUid();
  await checkPublishQuota(uid);
  // The floor plan (issue 35) goes up with the photos, after them.
  const urls = await uploadPhotos(floorPlan ? [...files, floorPlan] : files, uploads);
  const imgUrls = urls.slice(0, files.length);
  const planUrl = floorPlan ? urls[files.length] : undefined;
  try {
    const id = await writeNewListing({ ...input, imgUrls, ...(planUrl ? { floorPlanUrl: planUrl } : {}) }, uid);
    uploads?.kept();
    announceListingChange({ id, change: 'saved' });
    return id;
  } catch (error) {
    if (uploads) await uploads.discard();
    else await deleteImagesByUrl(urls);
    throw error;
  }
}

/**
 * The photos of an edit: `photos`, in the order they will show, the addresses kept and the files
 * to upload (through `uploads` when the page follows them); or (as editors before the photo
 * manager send it) `kept` then `added`.
 */
export type ListingPhotoChanges = {
  previous: readonly string[];
  /** The floor plan (issue 35): kept (its address), new (a file) or none; and the one it had. */
  floorPlan?: string | NamedBlob | null;
  previousFloorPlan?: string;
} & (
  | { photos: readonly (string | NamedBlob)[]; uploads?: PhotoUploads }
  | { kept: readonly string[]; added: readonly NamedBlob[] }
);

/**
 * Saves an edit: its photos in their order, the new ones uploaded. New uploads are removed again
 * when the update fails; images the user removed are deleted only after the update succeeded.
 */
export async function saveListingChanges(
  id: string,
  input: Omit<ListingInput, 'imgUrls'>,
  images: ListingPhotoChanges,
): Promise<void> {
  const uid = await signedInUid(); // signed out: refused before anything is sent
  await checkEditQuota(uid); // past the edit limit: refused before any upload
  await writeWithPhotos(input, images, (listing) => writeListingUpdate(id, listing, uid));
  announceListingChange({ id, change: 'saved' }); // mf-browse forgets what it showed of it
}

/**
 * Saves a draft (issue 52): `draftId`, or a new one when null (its photos' `previous` are then
 * none); its id. Photos as an edit's: each uploaded once, and checked once on the server; the
 * listing that publishes the draft names the same files.
 */
export async function saveDraft(
  draftId: string | null,
  input: Omit<ListingInput, 'imgUrls'>,
  images: ListingPhotoChanges,
): Promise<string> {
  const uid = await signedInUid();
  return writeWithPhotos(input, images, (draft) => writeDraft(draftId, draft, uid));
}

/**
 * Publishes a draft as it stands in the form (issue 52): the listing created and the draft
 * deleted in one batch, under the publishing limit and the listing's rules, as any new listing.
 * The draft's photos become the listing's (not uploaded or checked again); ones the owner took off
 * are deleted once it is published.
 */
export async function publishDraft(
  draftId: string,
  input: Omit<ListingInput, 'imgUrls'>,
  images: ListingPhotoChanges,
): Promise<string> {
  const uid = await signedInUid();
  await checkPublishQuota(uid);
  const id = await writeWithPhotos(input, images, (listing) =>
    writeNewListing(listing, uid, draftId).catch(async (error: unknown) => {
      throw await draftWriteError(error, uid, draftId);
    }),
  );
  announceListingChange({ id, change: 'saved' });
  return id;
}

/**
 * Uploads the new photos, then `write`s the listing (or draft) with every photo's address in
 * order. New uploads are removed again when the write fails; images the user removed (`previous`
 * ones it no longer names) are deleted only after it succeeded.
 */
async function writeWithPhotos<T>(
  input: Omit<ListingInput, 'imgUrls'>,
  images: ListingPhotoChanges,
  write: (listing: ListingInput) => Promise<T>,
): Promise<T> {
  const photos = 'photos' in images ? images.photos : [...images.kept, ...images.added];
  const uploads = 'photos' in images ? images.uploads : undefined;
  const plan = images.floorPlan ?? null;
  const newPlan = plan !== null && typeof plan !== 'string' ? plan : null;
  const added = photos.filter((photo): photo is NamedBlob => typeof photo !== 'string');
  const addedUrls = await uploadPhotos(newPlan ? [...added, newPlan] : added, uploads);
  const uploaded = addedUrls.slice(0, added.length);
  const imgUrls = photos.map((photo) => (typeof photo === 'string' ? photo : uploaded.shift()!));
  const floorPlanUrl = newPlan ? addedUrls[added.length] : typeof plan === 'string' ? plan : undefined;
  let written: T;
  try {
    written = await write({ ...input, imgUrls, ...(floorPlanUrl ? { floorPlanUrl } : {}) });
    uploads?.kept();
  } catch (error) {
    if (uploads) await uploads.discard();
    else await deleteImagesByUrl(addedUrls);
    throw error;
  }
  const removed = images.previous.filter((url) => !imgUrls.includes(url));
  if (images.previousFloorPlan && images.previousFloorPlan !== floorPlanUrl) removed.push(images.previousFloorPlan);
  await deleteImagesByUrl(removed);
  return written;
}
