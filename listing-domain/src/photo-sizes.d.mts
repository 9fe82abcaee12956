export const PHOTO_WIDTHS: Readonly<{ card: 400; view: 1280 }>;
export type PhotoSize = keyof typeof PHOTO_WIDTHS;

export function photoObjectPath(url: string): string | null;
export function sizedPhotoPath(objectPath: string, size: PhotoSize): string | null;
export function sizedPhotoUrl(url: string, size: PhotoSize): string | null;
export function sizedPhotoRewrite(size: PhotoSize): { match: string; replace: string };
export function photoSources(url: string, size: PhotoSize): { src: string; fallbackSrc: string };
