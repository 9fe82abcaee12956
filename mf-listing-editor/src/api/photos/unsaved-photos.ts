// Photos sent for a listing that was not saved yet. A failed upload keeps the photos already sent
// for the retry; if the tab closes before the retry, the save or Cancel, nothing else knows of
// them. This browser keeps their addresses until the listing holds them or they are deleted, and
// the owner's next visit to the editor deletes the ones no listing of theirs holds.

const LEDGER_KEY = 'marketplace:unsaved-photos';
/** More would mean a leak of this ledger itself: the oldest go (their photos stay, as before it). */
const LEDGER_MAX = 60;

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage.getItem(LEDGER_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((url): url is string => typeof url === 'string') : [];
  } catch {
    return [];
  }
}

function write(urls: readonly string[]) {
  try {
    if (urls.length === 0) globalThis.localStorage.removeItem(LEDGER_KEY);
    else globalThis.localStorage.setItem(LEDGER_KEY, JSON.stringify(urls.slice(-LEDGER_MAX)));
  } catch {
    // Storage full or refused: the photo is only not remembered, as before the ledger.
  }
}

/** Notes a photo sent for a listing not saved yet. */
export function rememberUnsaved(url: string) {
  write([...read().filter((known) => known !== url), url]);
}

/** The listing holds these photos now, or they were deleted. */
export function forgetUnsaved(urls: readonly string[]) {
  if (urls.length === 0) return;
  write(read().filter((known) => !urls.includes(known)));
}

/** The noted photos of `uid` (their storage names start with the owner's id). */
export function unsavedPhotosOf(uid: string): string[] {
  const prefix = `images%2F${encodeURIComponent(uid)}-`;
  return read().filter((url) => url.includes(prefix));
}

/** Whether this browser noted any photo at all (the sweep asks for no session without one). */
export function hasUnsavedPhotos(): boolean {
  return read().length > 0;
}
