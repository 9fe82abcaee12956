import { describe, expect, it } from 'vitest';
import { photoObjectPath, sizedPhotoPath, sizedPhotoRewrite, sizedPhotoUrl } from './photo-sizes.ts';

const BASE = 'http://127.0.0.1:9199/v0/b/demo-marketplace.appspot.com/o/';
const upload = (file: string, query = '?alt=media&token=abc-123') =>
  `${BASE}${encodeURIComponent(`images/${file}`)}${query}`;

describe('photo sizes', () => {
  it('puts each size of an uploaded photo under sizes/{width}/, as WebP', () => {
    expect(sizedPhotoPath('images/uid1-front.jpg-k3j', 'card')).toBe('sizes/400/uid1-front.jpg-k3j.webp');
    expect(sizedPhotoPath('images/uid1-seed-seed-01-1.png', 'view')).toBe('sizes/1280/uid1-seed-seed-01-1.png.webp');
    // Two uploads of one file name are two photos: the random end keeps their sizes apart.
    expect(sizedPhotoPath('images/uid1-front.jpg-k3k', 'card')).not.toBe(
      sizedPhotoPath('images/uid1-front.jpg-k3j', 'card'),
    );
  });

  it('has no size for what is not an uploaded photo', () => {
    expect(sizedPhotoPath('sizes/400/uid1-a.webp', 'card')).toBeNull();
    expect(sizedPhotoPath('images/nested/a.png', 'card')).toBeNull();
    expect(sizedPhotoUrl('https://example.com/house.jpg', 'card')).toBeNull();
    expect(sizedPhotoUrl(`${BASE}${encodeURIComponent('other/a.png')}?alt=media`, 'card')).toBeNull();
  });

  it('derives the public address of a size from the download address, without the token', () => {
    const url = upload('uid1-living room.png');
    expect(photoObjectPath(url)).toBe('images/uid1-living room.png');
    expect(sizedPhotoUrl(url, 'card')).toBe(`${BASE}sizes%2F400%2Fuid1-living%20room.png.webp?alt=media`);
    expect(sizedPhotoUrl(url.replace('http://127.0.0.1:9199', 'https://firebasestorage.googleapis.com'), 'view')).toBe(
      'https://firebasestorage.googleapis.com/v0/b/demo-marketplace.appspot.com/o/sizes%2F1280%2Fuid1-living%20room.png.webp?alt=media',
    );
  });

  it('gives the first-load script the same rewrite as a regular expression', () => {
    const names = [
      'uid1-seed-seed-01-1.png',
      'uid1-a.b.jpeg',
      'uid1-noextension',
      'uid1-living room.png',
      'uid1-x_y(2).webp',
    ];
    for (const size of ['card', 'view'] as const) {
      const { match, replace } = sizedPhotoRewrite(size);
      for (const name of names) {
        for (const query of ['?alt=media&token=abc', '', '#x']) {
          const url = upload(name, query);
          expect(url.replace(new RegExp(match), replace), url).toBe(sizedPhotoUrl(url, size));
        }
      }
      const other = 'https://example.com/images%2Fa.png';
      expect(new RegExp(match).test(other)).toBe(false);
      expect(new RegExp(match).test(`${BASE}${encodeURIComponent('images/a/b.png')}`)).toBe(false);
    }
  });
});
