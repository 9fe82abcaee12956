/** A plain e-mail address with nothing that could inject headers or query parts. */
export function isSafeEmailAddress(address: string): boolean {
  return /^[^\s@?&<>"',;:\\]+@[^\s@?&<>"',;:\\]+\.[^\s@?&<>"',;:\\]+$/.test(address);
}

/** mailto: link with an URL-encoded subject and body; null for an unsafe address. */
export function buildMailto(address: string, subject: string, body: string): string | null {
  if (!isSafeEmailAddress(address)) return null;
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
