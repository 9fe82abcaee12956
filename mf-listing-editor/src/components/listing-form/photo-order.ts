// The photos of a listing being edited, in the order they will show: photos it keeps (their
// addresses) and new files (with a preview address for their thumbnail). The first is the cover.
// Pure functions of the list, so the order and cover logic is tested on its own.

export type PhotoItem = { key: string; url: string } | { key: string; file: File; preview: string };

/** The list with the photo at `from` moved to `to` (both clamped into the list). */
export function movePhoto(photos: readonly PhotoItem[], from: number, to: number): PhotoItem[] {
  const next = [...photos];
  if (from < 0 || from >= next.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(Math.min(Math.max(to, 0), next.length), 0, moved!);
  return next;
}

/** The list with the photo at `index` first: the cover. */
export function makeCover(photos: readonly PhotoItem[], index: number): PhotoItem[] {
  return movePhoto(photos, index, 0);
}

/** The list without the photo at `index`. */
export function removePhoto(photos: readonly PhotoItem[], index: number): PhotoItem[] {
  return photos.filter((_, i) => i !== index);
}

let counter = 0;
/** New files as photos at the end of the list, each with a preview made by `preview`. */
export function addFiles(
  photos: readonly PhotoItem[],
  files: readonly File[],
  preview: (file: File) => string,
): PhotoItem[] {
  return [...photos, ...files.map((file) => ({ key: `new-${(counter += 1)}`, file, preview: preview(file) }))];
}

/** Photos a listing keeps, as the list starts on the edit page. */
export const keptPhotos = (urls: readonly string[]): PhotoItem[] => urls.map((url) => ({ key: `kept:${url}`, url }));

/** The new files of the list, in order. */
export const newFiles = (photos: readonly PhotoItem[]): File[] =>
  photos.flatMap((photo) => ('file' in photo ? [photo.file] : []));

/**
 * The list as the save takes it, in order: the addresses kept, and for the new photos `files`
 * (their prepared versions, in the order of newFiles).
 */
export function photosToSave(
  photos: readonly PhotoItem[],
  files: readonly File[] = newFiles(photos),
): (string | File)[] {
  let next = 0;
  return photos.map((photo) => ('file' in photo ? (files[next++] ?? photo.file) : photo.url));
}
