import { describe, expect, test, vi } from 'vitest';
import { LIVE_COUNT_TRIGGER } from '../shared-firebase/server/badges.ts';
import { KEPT_WARM_LABEL, keepWarm, keptWarmTriggers } from './kept-warm.mjs';

const record = (id, labels, codebase = 'mf-messages') => ({
  def: { id, labels },
  backend: { codebase, runtime: 'nodejs20' },
});

describe('triggers kept warm (issue 86)', () => {
  test('are those whose options say so: the badge triggers’ option carries the label', () => {
    expect(LIVE_COUNT_TRIGGER.labels[KEPT_WARM_LABEL]).toBe('true');
    expect(LIVE_COUNT_TRIGGER.minInstances).toBe(1);
    const triggers = {
      a: record('a', { [KEPT_WARM_LABEL]: 'true' }),
      b: record('b', {}),
      c: record('c', { [KEPT_WARM_LABEL]: 'false' }),
      d: undefined,
    };
    expect(keptWarmTriggers(triggers).map((r) => r.def.id)).toEqual(['a']);
  });

  test('get a worker each, one after another; one already ready or failing to start is left as it is', async () => {
    const ready = new Set(['b']);
    const started = [];
    const functions = {
      triggers: {
        a: record('a', { [KEPT_WARM_LABEL]: 'true' }),
        b: record('b', { [KEPT_WARM_LABEL]: 'true' }),
        c: record('c', { [KEPT_WARM_LABEL]: 'true' }),
        d: record('d', { [KEPT_WARM_LABEL]: 'true' }),
      },
      workerPools: { 'mf-messages': { readyForWork: (id) => ready.has(id) } },
      startRuntime: vi.fn(async (_backend, def) => {
        started.push(def.id);
        if (def.id === 'c') throw new Error('Failed to load function.');
      }),
    };
    await keepWarm(functions);
    expect(started).toEqual(['a', 'c', 'd']);
  });
});
