// Drafts (issue 52) through the real Firebase SDK against the local backend: saved privately with
// their photos, changed, published with the same photos (uploaded once) in the listing's own
// batch, deleted with their photos.
import { DraftGoneError, type ListingInput } from 'listing-domain';
import { loadAuth } from 'shared-firebase';
import { beforeAll, describe, expect, test } from 'vitest';
import { deleteListings, PNG_BYTES, signUpTester, storedImages } from '../../../../backend/integration-fixtures.mjs';
import { readListing } from '../listings/listing-writes.ts';
import { publishDraft, saveDraft } from '../listings/publish-listing.ts';
import { deleteDraft, readDraft, readOwnDrafts } from './listing-drafts.ts';

const auth = await loadAuth();
const png = (name: string) => new File([PNG_BYTES], name, { type: 'image/png' });

const input: Omit<ListingInput, 'imgUrls'> = {
  type: 'rent',
  name: 'Draft integration home',
  bedrooms: 2,
  bathrooms: 1,
  parking: false,
  furnished: true,
  location: '7 Draft Lane',
  offer: false,
  regularPrice: 1400,
  geolocation: { lat: 51.5, lng: -0.12 },
};

let uid = '';
beforeAll(async () => {
  uid = (await signUpTester(auth, 'drafts')).uid;
});

describe('drafts through the real SDK', () => {
  test('a draft is saved with its photos, changed, then published with the same photos and gone', async () => {
    const id = await saveDraft(null, input, { previous: [], photos: [png('front.png'), png('back.png')] });
    expect(id).toBe(`${uid}_0`);
    const saved = await readDraft(uid, id);
    expect(saved).toMatchObject({ ...input, userRef: uid });
    expect(saved?.imgUrls).toHaveLength(2);
    expect(saved).not.toHaveProperty('listed');

    // Changed: the back photo taken off (deleted once saved), a description added.
    await saveDraft(
      id,
      { ...input, description: 'Quiet street.' },
      { previous: saved!.imgUrls, photos: [saved!.imgUrls[0]!] },
    );
    const changed = await readDraft(uid, id);
    expect(changed).toMatchObject({ description: 'Quiet street.', imgUrls: [saved!.imgUrls[0]] });
    expect(changed?.timestamp?.getTime()).toBe(saved?.timestamp?.getTime()); // started when it was
    expect(await storedImages(uid)).toHaveLength(1);

    const listingId = await publishDraft(
      id,
      { ...input, description: 'Quiet street.' },
      {
        previous: changed!.imgUrls,
        photos: changed!.imgUrls,
      },
    );
    const listing = await readListing(listingId);
    expect(listing).toMatchObject({ name: input.name, imgUrls: changed!.imgUrls, userRef: uid });
    expect(await readDraft(uid, id)).toBeNull();
    expect(await storedImages(uid)).toHaveLength(1); // the same file, not sent again
    await deleteListings([listingId]);
  });

  test('a second new draft takes the next id; deleting one takes its photos', async () => {
    const first = await saveDraft(null, input, { previous: [], photos: [png('a.png')] });
    const second = await saveDraft(
      null,
      { ...input, name: 'Second draft home' },
      { previous: [], photos: [png('b.png')] },
    );
    expect(new Set([first, second]).size).toBe(2);
    expect((await readOwnDrafts(uid)).map((draft) => draft.id).sort()).toEqual([first, second].sort());
    const before = (await storedImages(uid)).length;
    await deleteDraft((await readDraft(uid, first))!);
    await deleteDraft((await readDraft(uid, second))!);
    expect(await readOwnDrafts(uid)).toEqual([]);
    expect(await storedImages(uid)).toHaveLength(before - 2);
  });

  test('a draft saved or published after it was deleted (in another tab) is refused as gone, its new photo not kept', async () => {
    const id = await saveDraft(null, input, { previous: [], photos: [png('first.png')] });
    await deleteDraft((await readDraft(uid, id))!);
    const before = (await storedImages(uid)).length;
    await expect(
      saveDraft(id, { ...input, name: 'Typed meanwhile' }, { previous: [], photos: [png('late.png')] }),
    ).rejects.toBeInstanceOf(DraftGoneError);
    expect(await readDraft(uid, id)).toBeNull();
    expect(await storedImages(uid)).toHaveLength(before);
    // Published from the stale form: refused the same way (the listing and the draft's deletion are one batch).
    await expect(publishDraft(id, input, { previous: [], photos: [png('late.png')] })).rejects.toBeInstanceOf(
      DraftGoneError,
    );
    expect(await storedImages(uid)).toHaveLength(before);
  });

  test('another id than the ten of its owner is no draft of theirs', async () => {
    expect(await readDraft(uid, 'someone_0')).toBeNull();
  });
});
