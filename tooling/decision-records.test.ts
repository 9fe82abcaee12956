// Decision records say when and in what state they are (issue 49): each opens with its number and
// title and a `Status:` line with its date.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const dir = path.resolve(import.meta.dirname, '../docs/decisions');
const records = readdirSync(dir).filter((file) => /^\d{3}-.+\.md$/.test(file));

test.each(records)('%s has a dated status', (file) => {
  const lines = readFileSync(path.join(dir, file), 'utf8').split('\n');
  expect(lines[0]).toMatch(new RegExp(`^# ${file.slice(0, 3)}: `));
  const status = lines.find((line) => line.startsWith('Status: '));
  expect(status).toMatch(/^Status: (accepted|superseded|proposed)\b.*\d{4}-\d{2}-\d{2}/);
});
