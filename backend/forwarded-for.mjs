// What Google's front end does to every request it passes to a function: the address the request
// came from appended to `X-Forwarded-For` (after whatever the client wrote there). The Functions
// emulator passes requests on untouched, through a socket that hides the client's address, so the
// local backend appends it the same way (functions-emulator.mjs) and a function reads who called
// it as it would in production (the rightmost entry; issue 85).

/**
 * `headers` with `address` appended to their `x-forwarded-for` (in place; nothing without an address).
 * @param {Record<string, string | string[] | undefined>} headers
 * @param {string | undefined} address
 */
export function appendForwardedFor(headers, address) {
  if (!address) return headers;
  const written = headers['x-forwarded-for'];
  const before = Array.isArray(written) ? written.join(', ') : written;
  headers['x-forwarded-for'] = before ? `${before}, ${address}` : address;
  return headers;
}
