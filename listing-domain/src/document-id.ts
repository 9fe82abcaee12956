// Firestore's rules for a document id: a request with any other id is refused as malformed, which a
// page would show as "could not be loaded, Retry". An id that cannot exist is simply not found.
const MAX_ID_BYTES = 1500;

/** True when `id` can name a Firestore document. */
export function isValidDocumentId(id: string): boolean {
  if (id === '' || id === '.' || id === '..' || id.includes('/')) return false;
  if (/^__.*__$/s.test(id)) return false;
  if (new TextEncoder().encode(id).length > MAX_ID_BYTES) return false;
  // A lone surrogate is not UTF-8.
  return !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(id);
}
