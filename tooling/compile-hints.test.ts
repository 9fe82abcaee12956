import { describe, expect, test } from 'vitest';
import { addCompileHints, COMPILE_HINT } from './compile-hints.ts';

describe('addCompileHints', () => {
  test('starts each chunk with the hint once, and leaves assets alone', () => {
    const bundle = {
      'assets/a.js': { type: 'chunk' as const, fileName: 'assets/a.js', code: 'export const a=1;' },
      'assets/a.css': { type: 'asset' as const, fileName: 'assets/a.css', source: 'p{}' },
    };
    addCompileHints(bundle);
    addCompileHints(bundle);
    expect(bundle['assets/a.js'].code).toBe(`${COMPILE_HINT}export const a=1;`);
    expect(bundle['assets/a.css'].source).toBe('p{}');
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  test('starts the scripts other plugins add as files too, text or bytes', () => {
    const bundle = {
      'remoteEntry.js': { type: 'asset' as const, fileName: 'remoteEntry.js', source: 'init()' },
      'boot.mjs': { type: 'asset' as const, fileName: 'boot.mjs', source: new TextEncoder().encode('boot()') },
    };
    addCompileHints(bundle);
    addCompileHints(bundle);
    expect(bundle['remoteEntry.js'].source).toBe(`${COMPILE_HINT}init()`);
    expect(bundle['boot.mjs'].source).toBe(`${COMPILE_HINT}boot()`);
  });

  test("moves a chunk's source map one line down, text or bytes", () => {
    const map = JSON.stringify({ version: 3, mappings: 'AAAA;AACA' });
    const bundle = {
      'b.js': { type: 'chunk' as const, fileName: 'b.js', code: 'b()' },
      'b.js.map': { type: 'asset' as const, fileName: 'b.js.map', source: map },
      'c.js': { type: 'chunk' as const, fileName: 'c.js', code: 'c()' },
      'c.js.map': { type: 'asset' as const, fileName: 'c.js.map', source: new TextEncoder().encode(map) },
    };
    addCompileHints(bundle);
    const mappings = (source: string | Uint8Array) => (JSON.parse(String(source)) as { mappings: string }).mappings;
    expect(mappings(bundle['b.js.map'].source)).toBe(';AAAA;AACA');
    expect(mappings(bundle['c.js.map'].source)).toBe(';AAAA;AACA');
  });
});
