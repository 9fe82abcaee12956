import { describe, expect, test } from 'vitest';
import { visitorAddress } from './visitor-address.ts';

describe('a visitor’s address', () => {
  test('is the entry the front end appended, never one the client wrote before it', () => {
    expect(visitorAddress('198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(visitorAddress('10.0.0.1,10.0.0.2, 2001:db8::5')).toBe('2001:db8::5');
    expect(visitorAddress(['198.51.100.1', '203.0.113.9'])).toBe('203.0.113.9');
  });

  test('falls back on the connection, else none, when the last entry is no address', () => {
    expect(visitorAddress('203.0.113.7, not-an-ip-<script>', '192.0.2.4')).toBe('192.0.2.4');
    expect(visitorAddress('not-an-ip-<script>')).toBeNull();
    expect(visitorAddress(undefined, '::1')).toBe('::1');
    expect(visitorAddress(undefined, undefined)).toBeNull();
  });

  test('reads only the end of a long header', () => {
    expect(visitorAddress(`${'1.2.3.4, '.repeat(2000)}203.0.113.7`)).toBe('203.0.113.7');
  });
});
