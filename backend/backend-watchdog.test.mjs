import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { stuckLanes, watchBackend } from './backend-watchdog.mjs';
import { LanedWorkQueue } from './function-lanes.mjs';

const require = createRequire(import.meta.url);
const { WorkQueue } = require('firebase-tools/lib/emulator/workQueue');

const stops = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

describe('stuckLanes', () => {
  it('is a lane with work waiting that has not moved for the limit', () => {
    const lanes = {
      events: { waiting: 3, running: 2, progressAt: 0 },
      pages: { waiting: 0, running: 3, progressAt: 0 },
      requests: { waiting: 1, running: 3, progressAt: 9_000 },
    };
    expect(stuckLanes(lanes, 20_000, 20_000)).toEqual([{ name: 'events', waiting: 3, running: 2, stillFor: 20_000 }]);
  });
});

describe('watchBackend', () => {
  it('ends the stuck workers of a lane, so the trigger events waiting in it run, and says so', async () => {
    const lanes = new LanedWorkQueue(WorkQueue, undefined, (type) => type.split(':')[0], {
      events: 1,
      pages: 1,
      requests: 1,
    });
    void lanes.start();
    stops.push(() => lanes.stop());
    // A trigger whose worker process hangs: the emulator's worker is BUSY until its process ends.
    let endHung;
    const worker = {
      state: 'BUSY',
      triggerKey: 'us-central1-listingWritten',
      runtime: { process: { kill: () => endHung() } },
    };
    lanes.submit(Object.assign(() => new Promise((resolve) => (endHung = resolve)), { type: 'events:hung' }));
    const ran = [];
    for (const name of ['alert', 'badge'])
      lanes.submit(Object.assign(async () => ran.push(name), { type: `events:${name}` }));
    const logged = [];
    stops.push(
      watchBackend({
        probes: [],
        functions: { workQueue: lanes, workerPools: { 'mf-browse': { workers: new Map([['k', [worker]]]) } } },
        laneOfWorker: () => 'events',
        onDead: () => {},
        log: (message) => logged.push(message),
        intervalMs: 50,
        stuckAfterMs: 300,
      }),
    );
    await expect.poll(() => ran, { timeout: 3000 }).toEqual(['alert', 'badge']);
    expect(logged.join('\n')).toMatch(/events lane did not move for \d+ s \(1 running, 2 waiting\): ended 1 stuck/);
  });

  it('stops the start, naming the emulator, once it has not answered three checks in a row', async () => {
    let answering = true;
    const server = createServer((_req, res) => {
      if (answering) res.end('Ok');
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    stops.push(() => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    });
    const dead = [];
    const logged = [];
    stops.push(
      watchBackend({
        probes: [{ name: 'Auth emulator', url: `http://127.0.0.1:${server.address().port}/` }],
        onDead: (message) => dead.push(message),
        log: (message) => logged.push(message),
        intervalMs: 100,
        answerWithinMs: 100,
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(dead).toEqual([]);
    answering = false;
    await expect.poll(() => dead.length, { timeout: 3000 }).toBe(1);
    expect(dead[0]).toMatch(/^The Auth emulator has not answered since \d{4}-.*\(3 checks 0.1 s apart\)\.$/);
    expect(logged.filter((line) => line.includes('did not answer'))).toHaveLength(3);
  });
});
