// The sizes the server makes of every accepted photo (functions/: photo-check-trigger.ts), and where
// they are: `images/{file}` gets `sizes/{width}/{file}.webp` next to it in the
// same bucket, public to read like the photo (storage.rules). A page shows the size it needs and
// falls back to the photo itself while a size is not there yet (a photo a second old, or one
// uploaded before the server made sizes): the addresses are derived, never stored. The demo seed
// and the commands use it too.

/** Widths in CSS-independent pixels: a card's thumbnail and the listing page's view. */
export const PHOTO_WIDTHS = Object.freeze({ card: 400, view: 1280 } as const);
export type PhotoSize = keyof typeof PHOTO_WIDTHS;

/** The Storage object path a download address points at (`images/{uid}-…`), or null. */
export function photoObjectPath(url: string): string | null {
  const match = /\/v0\/b\/[^/]+\/o\/([^?#]+)/.exec(url);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** Where the server writes the `size` of the uploaded photo at `objectPath`, or null for other paths. */
export function sizedPhotoPath(objectPath: string, size: PhotoSize): string | null {
  const file = /^images\/([^/]+)$/.exec(objectPath)?.[1];
  if (!file) return null;
  return `sizes/${PHOTO_WIDTHS[size]}/${file}.webp`;
}

/**
 * The download address of the `size` of the photo at `url` (a Storage download address), or null
 * when `url` is not one of the site's uploaded photos. No token: the sizes are public to read.
 */
export function sizedPhotoUrl(url: string, size: PhotoSize): string | null {
  const match = /^(https?:\/\/[^/?#]+\/v0\/b\/[^/?#]+\/o\/)([^?#]+)/i.exec(url);
  if (!match?.[1] || !match[2]) return null;
  const path = photoObjectPath(url);
  const sized = path && sizedPhotoPath(path, size);
  return sized ? `${match[1]}${encodeURIComponent(sized)}?alt=media` : null;
}

/**
 * The same rewrite as sizedPhotoUrl, as a regular expression and its replacement: what a remote
 * hands the shell's first-load script to preload the size its page shows (a test keeps the two in
 * step). Only `images%2F{file}` addresses match.
 */
export function sizedPhotoRewrite(size: PhotoSize): { match: string; replace: string } {
  return {
    match: '^(https?://[^/?#]+/v0/b/[^/?#]+/o/)images%2F((?:(?!%2F)[^?#])+)(?:[?#].*)?$',
    replace: `$1sizes%2F${PHOTO_WIDTHS[size]}%2F$2.webp?alt=media`,
  };
}

/** What an image of the photo at `url` shows: its `size`, and the photo itself when that fails. */
export function photoSources(url: string, size: PhotoSize): { src: string; fallbackSrc: string } {
  return { src: sizedPhotoUrl(url, size) ?? url, fallbackSrc: url };
}
