// The photo triggers in the Functions emulator, against the local backend's Storage: an accepted
// upload gets its sizes, public to read; a refused one gets none; a deleted photo takes its sizes.
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { adminFirestore } from '../../../../backend/admin.mjs';
import { STORAGE_BUCKET, URLS } from '../../../../backend/config.mjs';
import { sizedPhotoPath } from '../../../../listing-domain/src/photo-sizes.ts';
import { eventually } from '../../../../shared-firebase/server/eventually.ts';

const OBJECTS = `${URLS.storage}/v0/b/${STORAGE_BUCKET}/o`;
const OWNER = { Authorization: 'Bearer owner' };
const at = (path: string) => `${OBJECTS}/${encodeURIComponent(path)}`;

/** Uploads past the rules (the emulator's owner credentials), as the seed does. */
async function upload(path: string, bytes: Uint8Array<ArrayBuffer>, contentType: string) {
  const res = await fetch(`${OBJECTS}?name=${encodeURIComponent(path)}`, {
    method: 'POST',
    headers: { ...OWNER, 'Content-Type': contentType },
    body: bytes,
  });
  expect(res.status).toBe(200);
}

/** A visitor's read (no credentials) of the object at `path`: its status, type and size. */
async function visitorRead(path: string) {
  const res = await fetch(`${at(path)}?alt=media`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type'), bytes };
}

const photoPath = (name: string) => `images/sizestester-${name}-${crypto.randomUUID()}`;

describe('photo sizes, made on the server', () => {
  test('a real 2400 px photo gets a 400 px card and a 1280 px view, WebP, public to read; deleting it deletes them', async () => {
    const path = photoPath('garden.jpg');
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#6a8' } })
      .jpeg()
      .toBuffer();
    await upload(path, photo, 'image/jpeg');

    for (const [size, width] of [
      ['card', 400],
      ['view', 1280],
    ] as const) {
      const sized = sizedPhotoPath(path, size)!;
      const read = await eventually(
        () => visitorRead(sized),
        (r) => r.status === 200,
      );
      expect(read.status).toBe(200);
      expect(read.type).toBe('image/webp');
      const meta = await sharp(read.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, Math.round((width * 2) / 3)]);
    }

    const deleted = await fetch(at(path), { method: 'DELETE', headers: OWNER });
    expect(deleted.status).toBe(204);
    for (const size of ['card', 'view'] as const) {
      const read = await eventually(
        () => visitorRead(sizedPhotoPath(path, size)!),
        (r) => r.status === 404,
      );
      expect(read.status).toBe(404);
    }
  });

  test('an upload that is not a real photo is deleted and gets no size', async () => {
    const path = photoPath('page.png');
    await upload(path, new TextEncoder().encode('<!doctype html><script>alert(1)</script>'), 'image/png');
    const gone = await eventually(
      () => fetch(at(path), { headers: OWNER }).then((r) => r.status),
      (status) => status === 404,
    );
    expect(gone).toBe(404);
    expect((await visitorRead(sizedPhotoPath(path, 'card')!)).status).toBe(404);
  });

  test("a refused upload is taken off the owner's listing and draft that name it (issue 52)", async () => {
    const path = photoPath('fake.png');
    const url = `${at(path)}?alt=media&token=1`;
    const kept = `${at(photoPath('real.png'))}?alt=media&token=2`;
    const db = adminFirestore();
    const listing = db.collection('listings').doc();
    const draft = db.collection('listingDrafts').doc(`sizestester_${Date.now() % 10}`);
    await Promise.all([
      listing.set({ userRef: 'sizestester', imgUrls: [kept, url] }),
      draft.set({ userRef: 'sizestester', imgUrls: [url, kept] }),
    ]);
    await upload(path, new TextEncoder().encode('<svg onload="alert(1)"></svg>'), 'image/png');
    const photos = await eventually(
      async () => ({
        listing: (await listing.get()).get('imgUrls') as string[],
        draft: (await draft.get()).get('imgUrls') as string[],
      }),
      (found) => found.listing.length === 1 && found.draft.length === 1,
    );
    expect(photos).toEqual({ listing: [kept], draft: [kept] });
    await Promise.all([listing.delete(), draft.delete()]);
  });

  test('a small PNG that declares 16383×16383 pixels is refused from its header and gets no size (issue 47)', async () => {
    const png = Buffer.from(
      await sharp({ create: { width: 8, height: 6, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    png.writeUInt32BE(16383, 16);
    png.writeUInt32BE(16383, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    const path = photoPath('huge.png');
    await upload(path, new Uint8Array(png), 'image/png');
    const gone = await eventually(
      () => fetch(at(path), { headers: OWNER }).then((r) => r.status),
      (status) => status === 404,
    );
    expect(gone).toBe(404);
    expect((await visitorRead(sizedPhotoPath(path, 'view')!)).status).toBe(404);
  });
});
