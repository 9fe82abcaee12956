import { describe, expect, it } from 'vitest';
import { appendForwardedFor } from './forwarded-for.mjs';

describe('appendForwardedFor', () => {
  it('appends the connection’s address after what the client wrote', () => {
    expect(appendForwardedFor({ 'x-forwarded-for': '198.51.100.1' }, '127.0.0.1')).toEqual({
      'x-forwarded-for': '198.51.100.1, 127.0.0.1',
    });
    expect(appendForwardedFor({}, '::1')).toEqual({ 'x-forwarded-for': '::1' });
    expect(appendForwardedFor({ 'x-forwarded-for': ['a', 'b'] }, '::1')).toEqual({ 'x-forwarded-for': 'a, b, ::1' });
  });

  it('changes nothing without an address', () => {
    expect(appendForwardedFor({ 'x-forwarded-for': 'x' }, undefined)).toEqual({ 'x-forwarded-for': 'x' });
  });
});
