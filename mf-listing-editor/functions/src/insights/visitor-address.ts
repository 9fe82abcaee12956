// Who a signed-out visitor is, for counting their views once a day (issue 85): the network address
// Google's front end saw, which it appends as the last entry of `X-Forwarded-For`. The entries
// before it are whatever the client wrote (any script can send twenty invented addresses there), so
// only the rightmost is taken, and only when it is an address. Locally the Functions emulator
// appends the connection's address the same way (backend/functions-emulator.mjs).
import { isIP } from 'node:net';

/** The longest header looked at: a client's invented entries past it are not even read. */
const MAX_HEADER = 4096;

/** The visitor's address from a request's `X-Forwarded-For` and connection, or null. */
export function visitorAddress(forwardedFor: string | string[] | undefined, connection?: string): string | null {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const tail = header.length > MAX_HEADER ? header.slice(-MAX_HEADER) : header;
  const appended = tail.split(',').pop()?.trim() ?? '';
  if (isIP(appended)) return appended;
  return connection && isIP(connection) ? connection : null;
}
