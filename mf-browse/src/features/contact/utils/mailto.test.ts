import { describe, expect, test } from 'vitest';
import { buildMailto } from './mailto.ts';

describe('contact mail link', () => {
  test('encodes the listing name as subject and the message as body', () => {
    expect(buildMailto('ann@example.com', 'Flat & garden?', 'Hi,\nis it free?')).toBe(
      'mailto:ann@example.com?subject=Flat%20%26%20garden%3F&body=Hi%2C%0Ais%20it%20free%3F',
    );
  });

  test.each(['ann@example.com\r\nBcc: x@y.z', 'ann@example.com?cc=x@y.z', 'a&b@example.com', 'not-an-address'])(
    'refuses the unsafe address %j',
    (address) => {
      expect(buildMailto(address, 's', 'b')).toBeNull();
    },
  );
});
