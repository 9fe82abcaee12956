// The slice's rules check viewing times with the limits this parser uses: these fail when they drift.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { NOTICE_HOURS, ONE_OFF_MAX, SLOT_LENGTHS } from './viewing-times.ts';

const rules = readFileSync(path.resolve(import.meta.dirname, '../../../firebase/firestore.rules'), 'utf8');

test('the rules take the one-off times, slot lengths and notices the page offers', () => {
  expect(rules).toContain(`times is list && times.size() <= ${ONE_OFF_MAX}`);
  expect(rules).toContain(`data.slotMinutes in [${SLOT_LENGTHS.join(', ')}]`);
  expect(rules).toContain(`data.noticeHours in [${NOTICE_HOURS.join(', ')}]`);
});
