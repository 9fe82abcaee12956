import { expect, test } from 'vitest';
import { isOwnPhotoUrl } from './photo-urls.ts';

const uid = 'Xy12abc';
const local = `http://127.0.0.1:9199/v0/b/demo-marketplace.appspot.com/o/images%2F${uid}-terrace.jpg-6f1c?alt=media&token=0a1b-2c3d`;
const hosted = `https://firebasestorage.googleapis.com/v0/b/marketplace.firebasestorage.app/o/images%2F${uid}-my%20flat.png-9e?alt=media&token=abc-123`;

test.each([
  [local, true],
  [hosted, true],
  [local.replace(uid, 'someoneElse'), false],
  [local.replace('images%2F', 'avatars%2F'), false],
  ['https://tracker.example/pixel.png', false],
  [hosted.replace('https://', 'http://'), false],
  [`${hosted}"onerror="x`, false],
  [hosted.replace('&token=abc-123', ''), false],
  ['javascript:alert(1)', false],
])('%s is an own photo: %s', (url, own) => {
  expect(isOwnPhotoUrl(url, uid)).toBe(own);
});

test('a uid is matched as text, not as a pattern', () => {
  expect(isOwnPhotoUrl(local.replace(uid, 'Xy12abcd'), 'Xy12ab.')).toBe(false);
});
