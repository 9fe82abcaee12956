// What the search page says of a search it put right (issue 35, defect 6), in the page's language.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PlaceResolution } from '../../../api/places/place-resolution.ts';

/**
 * "No home’s address has “UK”. Showing homes in “Edinburgh” instead of “Edinburgh, UK”.",
 * `searched` being the text typed.
 */
export function resolutionNote(i18n: I18n, resolution: PlaceResolution, searched: string): string {
  const place = resolution.place;
  const typed = searched.trim();
  if (resolution.dropped.length === 0) return i18n._(msg`Showing homes in “${place}” instead of “${typed}”.`);
  const or = i18n._(msg({ message: 'or', comment: 'Between words no address has: “UK” or “Scotland”' }));
  const words = resolution.dropped.map((word) => `“${word}”`).join(` ${or} `);
  return i18n._(msg`No home’s address has ${words}. Showing homes in “${place}” instead of “${typed}”.`);
}
