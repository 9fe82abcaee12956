import { describe, expect, test } from 'vitest';
import { requestDigest } from './request-digest.ts';
import { searchFirstRead, searchRunQueryBody } from './search-first-read.ts';
import { DEFAULT_CRITERIA } from './search-query.ts';

describe('requestDigest', () => {
  test('is FNV-1a of the text, forwards and backwards, with its length', () => {
    // FNV-1a 32 of '' is its offset basis; of 'a' the published 0xe40c292c.
    expect(requestDigest('')).toBe(`0.${(0x811c9dc5).toString(36)}.${(0x811c9dc5).toString(36)}`);
    expect(requestDigest('a')).toBe(`1.${(0xe40c292c).toString(36)}.${(0xe40c292c).toString(36)}`);
  });

  test('tells apart requests that differ in one character, or in their order', () => {
    const body = searchRunQueryBody(DEFAULT_CRITERIA, 11);
    expect(requestDigest(body)).toBe(requestDigest(searchRunQueryBody(DEFAULT_CRITERIA, 11)));
    expect(requestDigest(body)).not.toBe(requestDigest(searchRunQueryBody(DEFAULT_CRITERIA, 12)));
    expect(requestDigest('ab')).not.toBe(requestDigest('ba'));
  });

  test('a search’s first read is kept under a short key naming its whole request', () => {
    const read = searchFirstRead({ ...DEFAULT_CRITERIA, type: 'rent' }, 10, 'http://firestore/documents');
    expect(read.key).toBe(`search/${requestDigest(read.request.body ?? '')}`);
    expect(read.key.length).toBeLessThan(40);
    expect(read.key).not.toBe(searchFirstRead({ ...DEFAULT_CRITERIA, type: 'sale' }, 10, '').key);
  });
});
