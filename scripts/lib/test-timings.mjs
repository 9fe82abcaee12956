// The test command's timings (issue 84): the slowest tests of a run, and each stage's time against
// its budget.

import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the E2E run leaves its slowest and retried tests for the test command's summary. */
export const E2E_TIMINGS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../e2e/.artifacts/timings.json',
);

/** @typedef {{ name: string, ms: number, attempts: number, outcome: string, error?: string }} TimedTest */

/**
 * A failure's message on one short line: its first line that says something, without terminal colours,
 * so CI's last lines name what broke.
 * @param {string} message
 * @returns {string}
 */
export function failureLine(message) {
  // eslint-disable-next-line no-control-regex
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '');
  const line =
    plain
      .split('\n')
      .map((text) => text.trim())
      .find((text) => text.length > 0) ?? '';
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/**
 * The `count` slowest of `tests`, slowest first.
 * @param {TimedTest[]} tests
 * @param {number} count
 * @returns {TimedTest[]}
 */
export function slowest(tests, count) {
  return [...tests].sort((a, b) => b.ms - a.ms || a.name.localeCompare(b.name)).slice(0, count);
}

/**
 * Each stage's line of the summary, with a warning for one over its budget (seconds; none: no budget).
 * @param {{ name: string, ok: boolean, seconds: number }[]} steps
 * @param {Record<string, number>} budgets
 * @returns {string[]}
 */
export function stageLines(steps, budgets) {
  return steps.map((step) => {
    const budget = budgets[step.name];
    const over = budget !== undefined && step.seconds > budget;
    const budgetText = budget === undefined ? '' : ` / budget ${budget}s`;
    return `${step.ok ? 'ok  ' : 'FAIL'} ${step.name} (${step.seconds.toFixed(1)}s${budgetText})${over ? '  WARNING: over its budget' : ''}`;
  });
}

/**
 * The whole run's line: its time, and a warning past the test command's own budget.
 * @param {number} seconds
 * @param {number} budget
 */
export function totalLine(seconds, budget) {
  const minutes = (seconds / 60).toFixed(1);
  return `Total ${minutes} min (budget ${budget / 60} min)${seconds > budget ? '  WARNING: over its budget' : ''}`;
}
