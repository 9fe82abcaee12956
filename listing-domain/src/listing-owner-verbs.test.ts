import { describe, expect, test, vi } from 'vitest';
import { changeListingStatus, deleteListingWithPhotos, type ListingStore } from './listing-owner-verbs.ts';
import type { PhotoStore } from './photo-removal.ts';

function fakeStore() {
  const calls: string[] = [];
  const store: ListingStore<string> = {
    listing: (id) => `listings/${id}`,
    update: vi.fn(async (ref: string, data: Record<string, unknown>) => {
      calls.push(`update ${ref} ${Object.keys(data).join(',')}`);
    }),
    remove: vi.fn(async (ref: string) => {
      calls.push(`remove ${ref}`);
    }),
    serverTime: () => 'SERVER_TIME',
  };
  const photos: PhotoStore<string> = {
    reference: (url) => url,
    remove: vi.fn(async (url: string) => {
      calls.push(`remove photo ${url}`);
    }),
  };
  return { store, photos, calls };
}

describe('the owner’s verbs on a listing', () => {
  test('a status change writes the status and the server’s time, nothing else', async () => {
    const { store } = fakeStore();
    await changeListingStatus(store, 'l1', 'under-offer');
    expect(store.update).toHaveBeenCalledWith('listings/l1', { status: 'under-offer', statusChangedAt: 'SERVER_TIME' });
  });

  test('a delete removes the document first, then the photos and the floor plan', async () => {
    const { store, photos, calls } = fakeStore();
    const removed = vi.fn();
    const failed = await deleteListingWithPhotos(
      store,
      async () => photos,
      {
        id: 'l1',
        imgUrls: ['https://x/a.jpg', 'https://x/b.jpg'],
        floorPlanUrl: 'https://x/plan.png',
      },
      removed,
    );
    expect(failed).toBe(0);
    expect(removed).toHaveBeenCalledOnce();
    expect(calls[0]).toBe('remove listings/l1');
    expect(calls.slice(1).sort()).toEqual([
      'remove photo https://x/a.jpg',
      'remove photo https://x/b.jpg',
      'remove photo https://x/plan.png',
    ]);
  });

  test('a document that cannot be deleted leaves the photos alone', async () => {
    const { store, photos } = fakeStore();
    vi.mocked(store.remove).mockRejectedValueOnce(new Error('permission-denied'));
    await expect(
      deleteListingWithPhotos(store, async () => photos, { id: 'l1', imgUrls: ['https://x/a.jpg'] }),
    ).rejects.toThrow();
    expect(photos.remove).not.toHaveBeenCalled();
  });
});
