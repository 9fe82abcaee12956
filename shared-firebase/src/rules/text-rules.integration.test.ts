// "Text that shows something" is one definition (listing-domain/src/text-rules.ts) mirrored in
// firestore.rules (issue 47): the same table of texts goes through both, and they must agree. The
// rules are reached through a saved search's name (cleanText, as every name and place is checked).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, setLogLevel, type Firestore } from 'firebase/firestore';
import { isCleanText } from 'listing-domain';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';

const rules = readFileSync(path.resolve(import.meta.dirname, '../../../firebase/firestore.rules'), 'utf8');
let env: RulesTestEnvironment;

beforeAll(async () => {
  setLogLevel('silent');
  env = await initializeTestEnvironment({
    projectId: 'demo-marketplace',
    firestore: { host: '127.0.0.1', port: 8080, rules },
  });
});
beforeEach(async () => {
  await env.clearFirestore();
});
afterAll(async () => {
  await env.cleanup();
});

const ME = 'text-rules-uid';
const TEXTS: string[] = [
  'Flats in Lyon',
  'Maison à Montréal',
  'شقة في دبي',
  '東京の部屋',
  'नमस्ते घर',
  'Flat 2',
  'P̶A̶R̶I̶S̶',
  '👩\u200D👩\u200D👧 family home',
  'Sunny\u00A0House',
  'ab\u200Bc',
  '\u180B\u180D\u180F\u180B\u180D\u180F',
  '\u{E0100}\u{E0100}\u{E0100}\u{E0100}',
  '\uFFF0\uFFF0\uFFF0\uFFF0\uFFF0',
  '\u17B4\u17B4\u17B4\u17B4\u17B4',
  '\u0301\u0301\u0301\u0301',
  '\u3164\u3164\u3164\u3164',
  '\u2800\uFEFF\u2060\u034F\uFE0F\u115F\uFFA0\u200D\u00AD\u2003',
  'a\u200B\u200B\u200B\u200B\u200B',
  'ab\u200B\u200B',
  'ab\u200B\u200B\u200B',
  '\uE000\uE000x',
  'x\u{E0100}',
  '!!!!!!',
  '12',
  ' Lyon',
];

test.each(TEXTS)('the rules and text-rules.ts agree on %j', async (text) => {
  const db = env
    .authenticatedContext(ME, {
      email: `${ME}@example.com`,
      firebase: { sign_in_provider: 'password', identities: {} },
    })
    .firestore() as unknown as Firestore;
  const write = setDoc(doc(db, 'savedSearches', `${ME}_0`), {
    owner: ME,
    name: text,
    query: 'q=x',
    key: 't:rent|-|-|-|*',
    ranges: {},
    alerts: false,
    createdAt: serverTimestamp(),
    seenAt: serverTimestamp(),
    newMatches: 0,
  });
  const stored = await write.then(
    () => true,
    () => false,
  );
  expect(stored).toBe(isCleanText(text));
});
