import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { idleServerResponseTimes } from './server-response-times.mjs';

/** A local server that answers every request after `delayMs`. */
async function slowServer(delayMs) {
  const server = createServer((request, response) => {
    request.resume();
    setTimeout(() => response.end('ok'), delayMs);
  });
  await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

describe('idleServerResponseTimes', () => {
  const servers = {};
  beforeAll(async () => {
    servers.quick = await slowServer(5);
    servers.slow = await slowServer(30);
    servers.alone = await slowServer(0);
  });
  afterAll(async () => {
    for (const { server } of Object.values(servers)) await new Promise((closed) => server.close(closed));
  });

  test("gives the probes of one server their pooled median, each origin's own median beside it", async () => {
    const { lantern, apart } = await idleServerResponseTimes([
      { url: `${servers.quick.origin}/page`, sameServer: 'page' },
      { url: `${servers.slow.origin}/page`, sameServer: 'page' },
      { url: `${servers.alone.origin}/file` },
    ]);
    const given = lantern.serverResponseTimeByOrigin;
    expect(lantern.additionalRttByOrigin).toEqual({});
    // Timed apart, each origin keeps its own figure.
    expect(apart[servers.quick.origin]).toBeGreaterThanOrEqual(5);
    expect(apart[servers.slow.origin]).toBeGreaterThanOrEqual(30);
    expect(apart[servers.quick.origin]).toBeLessThan(apart[servers.slow.origin]);
    // Given to the runs: one figure for the one server, within what its origins measured.
    expect(given[servers.quick.origin]).toBe(given[servers.slow.origin]);
    expect(given[servers.quick.origin]).toBeGreaterThanOrEqual(apart[servers.quick.origin]);
    expect(given[servers.quick.origin]).toBeLessThanOrEqual(apart[servers.slow.origin]);
    // A probe of no group keeps its own median.
    expect(given[servers.alone.origin]).toBe(apart[servers.alone.origin]);
  });
});
