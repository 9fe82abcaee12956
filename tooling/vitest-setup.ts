// Shared Vitest setup of every app: DOM matchers, cleanup (the page's DOM and what it kept for the
// tab), and a console.error that fails the test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  cleanup();
  globalThis.sessionStorage?.clear(); // none in the node environment (server code)
  vi.restoreAllMocks();
  if (errors.length > 0) {
    const first = errors[0]?.map(String).join(' ') ?? '';
    throw new Error(`console.error was called during the test: ${first}`);
  }
});
