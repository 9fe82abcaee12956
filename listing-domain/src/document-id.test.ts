import { expect, test } from 'vitest';
import { isValidDocumentId } from './document-id.ts';

test.each([
  ['seed-01', true],
  ['a'.repeat(1500), true],
  ['maison-été', true],
  ['', false],
  ['.', false],
  ['..', false],
  ['__reserved__', false],
  ['a/b', false],
  ['a'.repeat(1501), false],
  ['é'.repeat(751), false],
  ['bad\uD800', false],
])('%j can be a document id: %s', (id, valid) => {
  expect(isValidDocumentId(id)).toBe(valid);
});
