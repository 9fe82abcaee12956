import { describe, expect, test } from 'vitest';
import { viewedListing, viewMarkerId } from './listing-views.ts';

describe('a view beacon', () => {
  test('names a listing in its JSON body (as text or parsed); anything else names none', () => {
    expect(viewedListing('{"listing":"abc123"}')).toBe('abc123');
    expect(viewedListing({ listing: 'abc123' })).toBe('abc123');
    expect(viewedListing('{"listing":"a/b"}')).toBeNull();
    expect(viewedListing('not json')).toBeNull();
    expect(viewedListing({ listing: 42 })).toBeNull();
    expect(viewedListing(undefined)).toBeNull();
  });

  test('one marker per visitor, listing and day; it holds no address', () => {
    const marker = viewMarkerId('abc', '2026-11-28', '203.0.113.7');
    expect(marker).toBe(viewMarkerId('abc', '2026-11-28', '203.0.113.7'));
    expect(marker).not.toBe(viewMarkerId('abc', '2026-11-29', '203.0.113.7'));
    expect(marker).not.toBe(viewMarkerId('abc', '2026-11-28', '203.0.113.8'));
    expect(marker).toMatch(/^abc_2026-11-28_[0-9a-f]{32}$/);
    expect(marker).not.toContain('203');
  });
});
