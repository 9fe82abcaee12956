// The JS mirror of storage.rules against the shared table of Storage cases
// (firebase/storage-rule-cases.json), which the SDK run against the emulator uses too.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { isStorageRequestAllowed } from './storage-rules.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { cases } = JSON.parse(readFileSync(path.join(here, '../firebase/storage-rule-cases.json'), 'utf8'));
const UIDS = { owner: 'owner-uid', other: 'other-uid', anonymous: 'anonymous-uid' };

/** An emulator-style unsigned ID token of `actor`: an e-mail account, or an anonymous one. */
const tokenFor = (actor) => {
  const uid = UIDS[actor];
  if (!uid) return undefined;
  const claims = { user_id: uid, sub: uid, ...(actor === 'anonymous' ? {} : { email: `${actor}@example.com` }) };
  return ['e30', Buffer.from(JSON.stringify(claims)).toString('base64url'), ''].join('.');
};

test('the table has cases of every kind', () => {
  expect(new Set(cases.map((c) => c.method))).toEqual(new Set(['create', 'get', 'delete']));
  expect(cases.length).toBeGreaterThanOrEqual(20);
});

test('the mirror decides every case of the table as storage.rules should, in order', () => {
  const existing = new Set();
  const decisions = cases.map((step) => {
    const object = step.object
      .replace('{owner}', UIDS.owner)
      .replace('{other}', UIDS.other)
      .replace('{anonymous}', UIDS.anonymous);
    const before = existing.has(object) ? { name: object } : undefined;
    const after =
      step.method === 'create' ? { name: object, size: step.size, contentType: step.contentType } : undefined;
    const permitted = isStorageRequestAllowed({
      method: step.method,
      path: `b/demo-marketplace.appspot.com/o/${object}`,
      file: { before, after },
      token: tokenFor(step.actor),
    });
    if (permitted && step.method === 'create') existing.add(object);
    if (permitted && step.method === 'delete') existing.delete(object);
    return { name: step.name, permitted };
  });
  expect(decisions).toEqual(cases.map((step) => ({ name: step.name, permitted: step.allowed })));
});
