import { deleteImagesByUrl, uploadListingImage } from '../images/images.ts';
import { checkPublishQuota, createListing, updateListing } from './listings.ts';
import type { ListingInput } from './listing-types.ts';

/** An image could not be stored; nothing of the attempt is left behind. */
export class ImageUploadError extends Error {
  constructor(cause: unknown) {
    super('Image upload failed', { cause });
    this.name = 'ImageUploadError';
  }
}

type NamedBlob = Blob & { name: string };

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
 * Uploads the images in order, then creates the listing. If any step fails, the images
 * uploaded in this attempt are deleted, so no half-created listing or orphan file remains.
 * A user over the publishing limit gets PublishLimitError before any upload.
 */
export async function publishNewListing(
  input: Omit<ListingInput, 'imgUrls'>,
  files: readonly NamedBlob[],
): Promise<string> {
  await checkPublishQuota();
  const imgUrls = await uploadAll(files);
  try {
    return await createListing({ ...input, imgUrls });
  } catch (error) {
    await deleteImagesByUrl(imgUrls);
    throw error;
  }
}

/**
 * The photos of an edit: `photos`, in the order they will show, the addresses kept and the files
 * to upload; or (as editors before the photo manager send it) `kept` then `added`.
 */
export type ListingPhotoChanges = { previous: readonly string[] } & (
  { photos: readonly (string | NamedBlob)[] } | { kept: readonly string[]; added: readonly NamedBlob[] }
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
  const photos = 'photos' in images ? images.photos : [...images.kept, ...images.added];
  const addedUrls = await uploadAll(photos.filter((photo): photo is NamedBlob => typeof photo !== 'string'));
  const uploaded = [...addedUrls];
  const imgUrls = photos.map((photo) => (typeof photo === 'string' ? photo : uploaded.shift()!));
  try {
    await updateListing(id, { ...input, imgUrls });
  } catch (error) {
    await deleteImagesByUrl(addedUrls);
    throw error;
  }
  const removed = images.previous.filter((url) => !imgUrls.includes(url));
  await deleteImagesByUrl(removed);
}
