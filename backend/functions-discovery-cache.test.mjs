import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { declarationsKey, keepDeclarations } from './functions-discovery-cache.mjs';

let root;
let codebaseDir;
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(codebaseDir, file)), { recursive: true });
  writeFileSync(path.join(codebaseDir, file), text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'declarations-'));
  codebaseDir = path.join(root, 'functions');
  write('package.json', '{"main":"lib/index.js"}');
  write('.env.local', 'SITE_URL=http://localhost:5000');
  write('lib/index.js', 'exports.page = 1;');
  write('src/index.ts', 'export const page = 1;');
  write('node_modules/firebase-functions/package.json', '{"version":"7.0.0"}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A stand-in for the Functions emulator whose discovery counts its calls. */
function emulator(answer = [{ name: 'page', httpsTrigger: {} }]) {
  const functions = {
    asked: 0,
    async discoverTriggers(backend) {
      this.asked += 1;
      backend.runtime = 'nodejs20';
      backend.bin = '/usr/bin/node';
      return answer;
    },
  };
  keepDeclarations(functions, { cacheDir: path.join(root, 'cache'), toolVersion: '15.0.0' });
  return functions;
}
const backend = () => ({ codebase: 'site', functionsDir: codebaseDir });

describe('a codebase’s declarations kept between starts (issue 84)', () => {
  test('an unchanged codebase is asked once; the next start gets the same answer, runtime and binary', async () => {
    const first = emulator();
    expect(await first.discoverTriggers(backend())).toEqual([{ name: 'page', httpsTrigger: {} }]);
    const next = emulator([{ name: 'never asked' }]);
    const restarted = backend();
    expect(await next.discoverTriggers(restarted)).toEqual([{ name: 'page', httpsTrigger: {} }]);
    expect(next.asked).toBe(0);
    expect(restarted).toMatchObject({ runtime: 'nodejs20', bin: '/usr/bin/node' });
  });

  test('a change to its built code, its parameters, its package file or its SDK asks again', async () => {
    await emulator().discoverTriggers(backend());
    for (const [file, text] of [
      ['lib/index.js', 'exports.page = 2;'],
      ['lib/pages/home.js', 'exports.home = 1;'],
      ['.env.local', 'SITE_URL=http://localhost:5001'],
      ['package.json', '{"main":"lib/main.js"}'],
      ['node_modules/firebase-functions/package.json', '{"version":"7.1.0"}'],
    ]) {
      write(file, text);
      const functions = emulator();
      await functions.discoverTriggers(backend());
      expect(functions.asked, file).toBe(1);
    }
  });

  test('its sources and other dependencies do not count: they reach the emulator only through lib', () => {
    const before = declarationsKey(codebaseDir, '15.0.0');
    write('src/index.ts', 'export const page = 2; // edited, not built yet');
    write('node_modules/left-pad/index.js', 'module.exports = 1;');
    expect(declarationsKey(codebaseDir, '15.0.0')).toBe(before);
    expect(declarationsKey(codebaseDir, '15.1.0')).not.toBe(before);
  });

  test('a discovery that fails is not kept', async () => {
    const failing = {
      discoverTriggers: async () => {
        throw new Error('User code failed to load');
      },
    };
    keepDeclarations(failing, { cacheDir: path.join(root, 'cache'), toolVersion: '15.0.0' });
    await expect(failing.discoverTriggers(backend())).rejects.toThrow('User code failed to load');
    const next = emulator();
    await next.discoverTriggers(backend());
    expect(next.asked).toBe(1);
  });
});
