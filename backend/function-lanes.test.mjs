import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { LanedWorkQueue, laneOf } from './function-lanes.mjs';

const require = createRequire(import.meta.url);
const { WorkQueue } = require('firebase-tools/lib/emulator/workQueue');

const codebases = { 'us-central1-sitePages': 'site', 'us-central1-browseFirstScreen': 'mf-browse' };
const codebaseOf = (id) => codebases[id];
const at = '-2026-12-05T15:00:00.000Z';

describe('laneOf', () => {
  it('puts triggers, the site codebase and the slices’ HTTP functions in lanes of their own', () => {
    expect(laneOf(`/functions/projects/demo/triggers/us-central1-onListingWrite${at}`, codebaseOf, 'site')).toBe(
      'events',
    );
    expect(laneOf(`us-central1-onPhoto-0${at}`, codebaseOf, 'site')).toBe('events');
    expect(laneOf(`/demo/us-central1/sitePages${at}`, codebaseOf, 'site')).toBe('pages');
    expect(laneOf(`/demo/us-central1/sitePages/listing/abc${at}`, codebaseOf, 'site')).toBe('pages');
    expect(laneOf(`/demo/us-central1/browseFirstScreen${at}`, codebaseOf, 'site')).toBe('requests');
    expect(laneOf(`/demo/us-central1/unknown${at}`, codebaseOf, 'site')).toBe('requests');
    expect(laneOf(undefined, codebaseOf, 'site')).toBe('events');
  });
});

describe('LanedWorkQueue', () => {
  function queue() {
    const lanes = new LanedWorkQueue(WorkQueue, undefined, (type) => type.split(':')[0], {
      events: 1,
      pages: 2,
      requests: 2,
    });
    void lanes.start();
    return lanes;
  }
  const work = (type, run) => Object.assign(run, { type });

  it('runs a trigger at once while every page place is held and more pages wait', async () => {
    const lanes = queue();
    const held = [];
    for (let index = 0; index < 5; index += 1)
      lanes.submit(work(`pages:${index}`, () => new Promise((resolve) => held.push(resolve))));
    const ran = new Promise((resolve) => lanes.submit(work('events:alert', async () => resolve('ran'))));
    await expect(ran).resolves.toBe('ran');
    expect(lanes.laneStates().pages).toMatchObject({ running: 2, waiting: 3 });
    for (const release of held) release();
    lanes.stop();
  });

  it('lets a page ask a slice’s function while every page place is held (no waiting on itself)', async () => {
    const lanes = queue();
    const answers = [];
    for (let index = 0; index < 2; index += 1)
      lanes.submit(
        work(
          `pages:${index}`,
          () =>
            new Promise((resolve) =>
              lanes.submit(
                work(`requests:${index}`, async () => {
                  answers.push(index);
                  resolve();
                }),
              ),
            ),
        ),
      );
    await expect.poll(() => answers.length, { timeout: 2000 }).toBe(2);
    expect(lanes.isWorking()).toBe(false);
    lanes.stop();
  });
});
