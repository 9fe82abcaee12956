import { describe, expect, test } from 'vitest';
import {
  decodeFirestoreDocument,
  decodeFirestoreValue,
  decodeRunQueryResponse,
  decodeTimestampValue,
  encodeFirestoreValue,
} from './firestore-rest.ts';

describe('decoding Firestore REST values', () => {
  test('gives numbers, booleans, strings, nulls and Dates as the SDK would', () => {
    expect(decodeFirestoreValue({ integerValue: '750000000' })).toBe(750_000_000);
    expect(decodeFirestoreValue({ doubleValue: 51.4416 })).toBe(51.4416);
    expect(decodeFirestoreValue({ booleanValue: false })).toBe(false);
    expect(decodeFirestoreValue({ stringValue: '<b>home</b>' })).toBe('<b>home</b>');
    expect(decodeFirestoreValue({ nullValue: null })).toBeNull();
    expect(decodeFirestoreValue({ timestampValue: '2026-11-01T12:00:00.123456Z' })).toEqual(
      new Date('2026-11-01T12:00:00.123Z'),
    );
  });

  test('decodes arrays and maps in depth', () => {
    expect(
      decodeFirestoreValue({
        mapValue: {
          fields: {
            geolocation: { mapValue: { fields: { lat: { doubleValue: 1.5 }, lng: { integerValue: '-3' } } } },
            imgUrls: { arrayValue: { values: [{ stringValue: 'a' }, { stringValue: 'b' }] } },
            empty: { arrayValue: {} },
          },
        },
      }),
    ).toEqual({ geolocation: { lat: 1.5, lng: -3 }, imgUrls: ['a', 'b'], empty: [] });
  });

  test('leaves shapes it does not know undefined, so the listing parser refuses them', () => {
    expect(decodeFirestoreValue({ bytesValue: 'AAEC' })).toBeUndefined();
    expect(decodeFirestoreValue({ timestampValue: 'not a time' })).toBeUndefined();
    expect(decodeFirestoreValue('plain')).toBeUndefined();
  });

  test('a document keeps its id from the end of its name', () => {
    expect(
      decodeFirestoreDocument({
        name: 'projects/p/databases/(default)/documents/listings/seed%2001',
        fields: { name: { stringValue: 'Home' } },
      }),
    ).toEqual({ id: 'seed 01', data: { name: 'Home' }, fields: { name: { stringValue: 'Home' } } });
    expect(decodeFirestoreDocument({ fields: {} })).toBeNull();
  });

  test('a time keeps its nanoseconds, as Firestore orders by them', () => {
    expect(decodeTimestampValue({ timestampValue: '2026-11-01T12:00:00.123456Z' })).toEqual({
      seconds: Date.UTC(2026, 10, 1, 12) / 1000,
      nanoseconds: 123_456_000,
    });
    expect(decodeTimestampValue({ timestampValue: '2026-11-01T12:00:00.000000001Z' })?.nanoseconds).toBe(1);
    expect(decodeTimestampValue({ timestampValue: '2026-11-01T12:00:00Z' })?.nanoseconds).toBe(0);
    expect(decodeTimestampValue({ timestampValue: '2026-11-01T12:00:00+01:00' })).toBeUndefined();
    expect(decodeTimestampValue({ timestampValue: 'not a time' })).toBeUndefined();
    expect(decodeTimestampValue({ stringValue: '2026-11-01T12:00:00Z' })).toBeUndefined();
  });

  test('the list filters compare strings and booleans', () => {
    expect(encodeFirestoreValue('rent')).toEqual({ stringValue: 'rent' });
    expect(encodeFirestoreValue(true)).toEqual({ booleanValue: true });
  });

  test('a query answer lists its documents and skips the read-time-only entry of an empty result', () => {
    const doc = (id: string) => ({ document: { name: `projects/p/databases/(default)/documents/listings/${id}` } });
    expect(decodeRunQueryResponse([doc('a'), doc('b')])?.map((d) => d.id)).toEqual(['a', 'b']);
    expect(decodeRunQueryResponse([{ readTime: '2026-11-22T10:00:00Z' }])).toEqual([]);
    expect(decodeRunQueryResponse({ error: { code: 403 } })).toBeNull();
    expect(decodeRunQueryResponse([{ document: { fields: {} } }])).toBeNull();
  });
});
