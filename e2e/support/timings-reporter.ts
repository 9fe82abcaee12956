// Prints, at the end of an E2E run, the slowest tests, every test that needed a retry and every test
// that failed, by name with its error's first line, and how many never ran (issue 84: the suite's
// time is watched, a flake is never hidden by a silent retry, and CI's last lines say what broke).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { E2E_TIMINGS, failureLine, slowest, type TimedTest } from '../../scripts/lib/test-timings.mjs';

class TimingsReporter implements Reporter {
  private readonly tests = new Map<TestCase, TimedTest>();
  private planned = 0;

  onBegin(_config: unknown, suite: Suite): void {
    this.planned = suite.allTests().length;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const name = `${test.location.file.split('/').pop()} › ${test.titlePath().slice(3).join(' › ')}`;
    const seen = this.tests.get(test) ?? { name, ms: 0, attempts: 0, outcome: 'passed' };
    seen.ms += result.duration;
    seen.attempts += 1;
    seen.outcome = test.outcome();
    if (result.status !== 'passed' && result.status !== 'skipped') {
      seen.error = failureLine(result.error?.message ?? result.status);
    }
    this.tests.set(test, seen);
  }

  onEnd(_result: FullResult): void {
    const tests = [...this.tests.values()];
    console.log(`\nSlowest ${Math.min(15, tests.length)} E2E tests:`);
    for (const test of slowest(tests, 15)) console.log(`  ${(test.ms / 1000).toFixed(1).padStart(6)} s  ${test.name}`);
    const retried = tests.filter((test) => test.attempts > 1);
    console.log(retried.length ? `\nRetried (${retried.length}):` : '\nRetried: none');
    for (const test of retried) console.log(`  ${test.name}: ${test.attempts} attempts, ${test.outcome}`);
    const failed = tests.filter((test) => test.outcome === 'unexpected');
    const notRun = Math.max(0, this.planned - tests.length);
    for (const test of failed) console.log(`FAILED  ${test.name}\n        ${test.error ?? ''}`);
    if (notRun) console.log(`Did not run: ${notRun} of ${this.planned}`);
    // For the test command's closing summary (scripts/test-all.mjs).
    mkdirSync(path.dirname(E2E_TIMINGS), { recursive: true });
    writeFileSync(E2E_TIMINGS, JSON.stringify({ slowest: slowest(tests, 15), retried, failed, notRun }, null, 2));
  }

  printsToStdio(): boolean {
    return false;
  }
}

export default TimingsReporter;
