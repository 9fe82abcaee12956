// What the integration tests ask of the local Storage emulator directly, past the rules.
export const STORAGE_OBJECTS = 'http://127.0.0.1:9199/v0/b/demo-marketplace.appspot.com/o';

/** The smallest bytes that start like a PNG file. */
export const PNG_BYTES = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** Names of the stored objects of `uid` (images/{uid}-…). */
export async function storedImages(uid: string): Promise<string[]> {
  // The emulator lists by folder only, so filter the owner's prefix here.
  const res = await fetch(`${STORAGE_OBJECTS}?prefix=images%2F`, { headers: { Authorization: 'Bearer owner' } });
  const body = (await res.json()) as { items?: { name: string }[] };
  return (body.items ?? []).map((i) => i.name).filter((name) => name.startsWith(`images/${uid}-`));
}
