// Deleting a listing's photos from Storage, shared by every remote that deletes photos (the editor
// after a failed save, the listing page's Delete, the profile and account deletion). Pure: the
// remote hands in the two Storage calls of the page's one SDK (shared-firebase's loadStorage).
import { errorCode } from './error-code.ts';

/** The Storage calls a deletion needs: a reference for an address, and deleting it. */
export interface PhotoStore<Reference> {
  /** Throws for an address that is not one of the bucket's (nothing to delete then). */
  reference(url: string): Reference;
  remove(reference: Reference): Promise<void>;
}

/** Deletes the photos at `urls`; ones already gone count as deleted. Returns how many could not be deleted. */
export async function deletePhotos<Reference>(store: PhotoStore<Reference>, urls: readonly string[]): Promise<number> {
  const results = await Promise.allSettled(
    urls.map(async (url) => {
      let target: Reference;
      try {
        target = store.reference(url);
      } catch {
        return; // not a Storage address of ours: nothing to delete
      }
      try {
        await store.remove(target);
      } catch (error) {
        if (errorCode(error) !== 'storage/object-not-found') throw error;
      }
    }),
  );
  return results.filter((result) => result.status === 'rejected').length;
}
