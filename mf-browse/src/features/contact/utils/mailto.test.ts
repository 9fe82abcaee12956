import { describe, expect, test } from 'vitest';
import { buildMailto } from './mailto.ts';

describe('contact mail link', () => {
  test.each(['ann@example.com', "o'brien@example.co.uk", 'first.last+homes@mail.example.org', 'a_b-c@x-y.io'])(
    'links the plain address %j',
    (address) => {
      expect(buildMailto(address, 's', 'b')).toBe(`mailto:${address}?subject=s&body=b`);
    },
  );

  test('encodes the listing name as subject and the message as body', () => {
    expect(buildMailto('ann@example.com', 'Flat & garden?', 'Hi,\nis it free?')).toBe(
      'mailto:ann@example.com?subject=Flat%20%26%20garden%3F&body=Hi%2C%0Ais%20it%20free%3F',
    );
  });

  test.each([
    'ann@example.com\r\nBcc: x@y.z',
    'ann@example.com?cc=x@y.z',
    'a&b@example.com',
    'not-an-address',
    'ann%0D%0ABcc:x@example.com',
    'ann%0d%0abcc=x@example.com',
    'ann@example.com%0D%0ABcc:x@y.z',
    'ann=x@example.com',
    'ann#x@example.com',
    'ann@exa%6Dple.com',
    '.ann@example.com',
    'ann..b@example.com',
    'ann@-example.com',
    'ann@example',
    `${'a'.repeat(250)}@example.com`,
  ])('refuses the unsafe address %j', (address) => {
    expect(buildMailto(address, 's', 'b')).toBeNull();
  });
});
