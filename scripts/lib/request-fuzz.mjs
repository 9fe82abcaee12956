// A bounded fuzz of malformed HTTP requests, sent over raw sockets to a loopback server: the known
// cases that once ended the local stack, then seeded random mutations of a valid request. Used by
// the static server's unit test and by the integration test that fuzzes every local server
// (site-servers.integration.test.mjs).
import { connect } from 'node:net';

/** Request heads that once ended the whole local stack, or that a server must survive. */
export const KNOWN_BAD_REQUESTS = [
  'GET /% HTTP/1.1',
  'GET /category/rent/%E0%A4%A HTTP/1.1',
  'GET /%E0%A4%A HTTP/1.1',
  'GET http://[broken/ HTTP/1.1',
  'GET http://%zz/ HTTP/1.1',
  'GET http://:99999/x HTTP/1.1',
  'GET * HTTP/1.1',
  'OPTIONS * HTTP/1.1',
  'GET /%00 HTTP/1.1',
  'GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1',
  'GET /..%2f..%2fpackage.json HTTP/1.1',
  'GET /.vite/manifest.json HTTP/1.1',
  'GET /mf-stats.json HTTP/1.1',
  'GET /assets/%c0%af HTTP/1.1',
  `GET /${'a'.repeat(20_000)} HTTP/1.1`,
  'POST /index.html HTTP/1.1',
  'DELETE / HTTP/1.1',
  'BREW /coffee HTTP/1.1',
  'GET / HTTP/9.9',
  'GET /\u0001\u0002 HTTP/1.1',
  'GET',
  '\u0016\u0003\u0001\u0002\u0000\u0001\u0000',
  'PRI * HTTP/2.0\r\n\r\nSM',
];

/** A small seeded generator (mulberry32): the same cases on every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  '%',
  '%%',
  '%E0%A4',
  '%ff',
  '%00',
  '\\',
  '..',
  '/./',
  '//',
  '?',
  '#',
  '%2e',
  '%2f',
  '\u00e9',
  '\ud83c',
  ' ',
];

/**
 * `count` request heads: a valid `GET /category/rent` with random pieces inserted into its target,
 * method or version. Seeded, so a failure names a case that can be sent again.
 */
export function mutatedRequests(count, seed = 22) {
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const requests = [];
  for (let i = 0; i < count; i += 1) {
    let target = '/category/rent/abc';
    for (let n = 1 + Math.floor(next() * 3); n > 0; n -= 1) {
      const at = Math.floor(next() * (target.length + 1));
      target = target.slice(0, at) + pick(PIECES) + target.slice(at);
    }
    const method = next() < 0.85 ? 'GET' : pick(['HEAD', 'PUT', 'PATCH', 'G ET', '']);
    const version = next() < 0.9 ? 'HTTP/1.1' : pick(['HTTP/1.0', 'HTTP/1', 'http/1.1', '']);
    requests.push(`${method} ${target} ${version}`);
  }
  return requests;
}

/**
 * Sends one raw request head (plus Host and Connection: close) and resolves with the status code
 * the server answered, or 0 when it closed the connection without an answer. Never rejects.
 */
export function sendRaw(port, head, { host = '127.0.0.1', timeoutMs = 5000 } = {}) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    let received = '';
    const done = () => {
      socket.destroy();
      const match = /^HTTP\/\d(?:\.\d)? (\d{3})/.exec(received);
      resolve(match ? Number(match[1]) : 0);
    };
    socket.setTimeout(timeoutMs, done);
    socket.on('error', done);
    socket.on('close', done);
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n')) done();
    });
    socket.on('connect', () => socket.end(`${head}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`, 'latin1'));
  });
}

/**
 * Sends every known bad request and `mutations` random ones to `port`, one at a time. Returns the
 * answers: `{ request, status }` (status 0: closed without an answer).
 */
export async function fuzzServer(port, { mutations = 60, seed = 22, host } = {}) {
  const answers = [];
  for (const request of [...KNOWN_BAD_REQUESTS, ...mutatedRequests(mutations, seed)]) {
    answers.push({ request, status: await sendRaw(port, request, { host }) });
  }
  return answers;
}
