export const E2E_TIMINGS: string;
export interface TimedTest {
  name: string;
  ms: number;
  attempts: number;
  outcome: string;
  error?: string;
}
export function failureLine(message: string): string;
export function slowest(tests: TimedTest[], count: number): TimedTest[];
export function stageLines(
  steps: { name: string; ok: boolean; seconds: number }[],
  budgets: Record<string, number>,
): string[];
export function totalLine(seconds: number, budget: number): string;
