import { describe, expect, it } from 'vitest';
import { failureLine, slowest, stageLines } from './test-timings.mjs';

describe('failureLine', () => {
  it('keeps the first line that says something, without terminal colours', () => {
    const message = '\n  \u001b[31mexpect(locator).toBeVisible() failed\u001b[39m\n\nLocator: getByRole(...)';
    expect(failureLine(message)).toBe('expect(locator).toBeVisible() failed');
  });

  it('shortens a long line', () => {
    const line = failureLine('x'.repeat(500));
    expect(line).toHaveLength(200);
    expect(line.endsWith('…')).toBe(true);
  });
});

describe('slowest and stageLines', () => {
  it('orders by time and warns past a budget', () => {
    const tests = [
      { name: 'a', ms: 10, attempts: 1, outcome: 'expected' },
      { name: 'b', ms: 30, attempts: 1, outcome: 'expected' },
    ];
    expect(slowest(tests, 1).map((test) => test.name)).toEqual(['b']);
    expect(stageLines([{ name: 'lint', ok: true, seconds: 200 }], { lint: 150 })[0]).toContain('over its budget');
  });
});
