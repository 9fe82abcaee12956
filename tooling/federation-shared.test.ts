import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { packageOf, sharedSingletons } from './federation-shared.ts';

const shell = path.resolve(import.meta.dirname, '..', 'shell');

describe('the shared singletons', () => {
  test('a subpath is read as its package', () => {
    expect(packageOf('react-toastify/unstyled')).toBe('react-toastify');
    expect(packageOf('react')).toBe('react');
    expect(packageOf('@scope/name/part')).toBe('@scope/name');
  });

  test("the toasts are shared as react-toastify's unstyled entry, at the version installed", () => {
    const shared = sharedSingletons(shell);
    expect(Object.keys(shared)).toContain('react-toastify/unstyled');
    expect(Object.keys(shared)).not.toContain('react-toastify');
    const toasts = shared['react-toastify/unstyled'];
    expect(toasts?.singleton).toBe(true);
    expect(toasts?.version).toMatch(/^11\./);
    expect(toasts?.requiredVersion).toBe('^11.0.0');
  });
});
