// A short name for a long request (issue 50): a search's first read is kept under a key that names
// its whole query, and the page's HTML writes that key beside the answer it holds; the query's
// JSON (5 KB, 0.6 KB compressed) in every search's HTML was a tenth of what must fit in the
// connection's first round trip. The key only has to tell two requests apart (the page's and the
// one the server answered, which may come from another version of the page), so a 64-bit hash of
// the request and its length stand for it. Synchronous and tiny: the page takes the HTML's answer
// during its first render, and the early-read module carries it too (no library's size tables).

/** FNV-1a (32-bit) of `text`'s UTF-16 code units, read forwards or backwards. */
function fnv1a(text: string, backwards: boolean): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(backwards ? text.length - 1 - i : i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** `text`'s length and two 32-bit hashes of it, in base 36: the same on the server and in any browser. */
export function requestDigest(text: string): string {
  return [text.length, fnv1a(text, false), fnv1a(text, true)].map((part) => part.toString(36)).join('.');
}
