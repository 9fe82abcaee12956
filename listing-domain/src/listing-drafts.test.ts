import { describe, expect, test } from 'vitest';
import { DRAFTS_MAX, draftIdsOf, freeDraftId, isDraftIdOf, parseDraft } from './listing-drafts.ts';
import { STORED_LISTING } from './stored-listing.fixtures.ts';

describe('draft ids', () => {
  test('a person has DRAFTS_MAX slots, the first free one is used', () => {
    expect(draftIdsOf('u1')).toHaveLength(DRAFTS_MAX);
    expect(freeDraftId('u1', [])).toBe('u1_0');
    expect(freeDraftId('u1', ['u1_0', 'u1_2'])).toBe('u1_1');
    expect(freeDraftId('u1', draftIdsOf('u1'))).toBeNull();
  });

  test("another person's id is not a draft of theirs", () => {
    expect(isDraftIdOf('u1', 'u1_9')).toBe(true);
    expect(isDraftIdOf('u1', 'u2_0')).toBe(false);
    expect(isDraftIdOf('u1', 'u1_10')).toBe(false);
  });
});

describe('parseDraft', () => {
  const stored = STORED_LISTING;

  test('a stored draft reads as the listing it will be, not as a home off the lists', () => {
    const draft = parseDraft('u1_0', stored);
    expect(draft).toMatchObject({ id: 'u1_0', name: 'Sunny Family House', regularPrice: 1500 });
    expect(draft).not.toHaveProperty('listed');
  });

  test('what is no listing is no draft', () => {
    expect(parseDraft('u1_0', { ...stored, bedrooms: 'two' })).toBeNull();
  });
});
