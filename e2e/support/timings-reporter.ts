// Prints, at the end of an E2E run, the slowest tests and every test that needed a retry, by name
// (issue 84: the suite's time is watched, and a flake is never hidden by a silent retry).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { E2E_TIMINGS, slowest, type TimedTest } from '../../scripts/lib/test-timings.mjs';

class TimingsReporter implements Reporter {
  private readonly tests = new Map<TestCase, TimedTest>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const name = `${test.location.file.split('/').pop()} › ${test.titlePath().slice(3).join(' › ')}`;
    const seen = this.tests.get(test) ?? { name, ms: 0, attempts: 0, outcome: 'passed' };
    seen.ms += result.duration;
    seen.attempts += 1;
    seen.outcome = test.outcome();
    this.tests.set(test, seen);
  }

  onEnd(_result: FullResult): void {
    const tests = [...this.tests.values()];
    console.log(`\nSlowest ${Math.min(15, tests.length)} E2E tests:`);
    for (const test of slowest(tests, 15)) console.log(`  ${(test.ms / 1000).toFixed(1).padStart(6)} s  ${test.name}`);
    const retried = tests.filter((test) => test.attempts > 1);
    console.log(retried.length ? `\nRetried (${retried.length}):` : '\nRetried: none');
    for (const test of retried) console.log(`  ${test.name}: ${test.attempts} attempts, ${test.outcome}`);
    // For the test command's closing summary (scripts/test-all.mjs).
    mkdirSync(path.dirname(E2E_TIMINGS), { recursive: true });
    writeFileSync(E2E_TIMINGS, JSON.stringify({ slowest: slowest(tests, 15), retried }, null, 2));
  }

  printsToStdio(): boolean {
    return false;
  }
}

export default TimingsReporter;
