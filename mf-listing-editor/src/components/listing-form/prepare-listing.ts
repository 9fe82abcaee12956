import type { I18n } from '@lingui/core';
import { toast } from 'react-toastify/unstyled';
import { draftToListingInput, type ListingDraft, type ListingInput } from 'listing-domain';
import { BAD_ADDRESS, resolveCoordinates } from '../../lib/geocoding.ts';
import { shrinkImageIfLarge } from '../../lib/resize-image.ts';

/**
 * What create and edit both do before saving: settle the coordinates (typed, or geocoded when
 * that is on) and shrink large photos (`files`, in order; the order stays). Null, after telling
 * the user, when the address is unknown.
 */
export async function prepareListing(
  draft: ListingDraft,
  files: readonly File[],
  i18n: I18n,
): Promise<{ input: Omit<ListingInput, 'imgUrls'>; photos: File[] } | null> {
  const coordinates = await resolveCoordinates(draft);
  if (!coordinates) {
    toast.error(i18n._(BAD_ADDRESS));
    return null;
  }
  const { imgUrls: _none, ...input } = draftToListingInput(
    { ...draft, latitude: coordinates.lat, longitude: coordinates.lng },
    [],
  );
  // One photo at a time: a decoded 12-megapixel photo holds ~48 MB; six at once can exhaust a phone.
  const prepared: File[] = [];
  for (const file of files) prepared.push(await shrinkImageIfLarge(file));
  return { input, photos: prepared };
}
