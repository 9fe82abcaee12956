import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { remoteNames } from '../scripts/new-remote.mjs';
import { APPS, REMOTE_NAMES } from './apps.ts';

describe('pnpm new-remote', () => {
  test("names a remote's federation name, route, page and label after its folder", () => {
    expect(remoteNames('mf-open-homes')).toEqual({
      folder: 'mf-open-homes',
      name: 'mf_open_homes',
      route: '/open-homes',
      page: 'OpenHomesPage',
      label: 'Open homes',
    });
    expect(remoteNames('mf-messages', 'Inbox').label).toBe('Inbox');
  });

  test.each(['messages', 'mf-', 'mf-Messages', 'mf-open--homes', 'mf-../x', 'mf-a b'])(
    'refuses the folder %j',
    (folder) => {
      expect(() => remoteNames(folder)).toThrow(/mf-<name>/);
    },
  );

  test("agrees with the registry's remotes: each folder is mf-<name>, named after it", () => {
    for (const name of REMOTE_NAMES) expect(remoteNames(APPS[name].folder).name).toBe(name);
  });
});

test('every remote of the registry runs standalone with pnpm dev:<folder>', () => {
  const pkg = JSON.parse(readFileSync(path.join(import.meta.dirname, '../package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  for (const name of REMOTE_NAMES) {
    const folder = APPS[name].folder;
    expect(pkg.scripts[`dev:${folder}`]).toBe(`node scripts/dev.mjs ${folder}`);
  }
});
