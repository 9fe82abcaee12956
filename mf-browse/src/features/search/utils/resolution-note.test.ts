import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { resolutionNote } from './resolution-note.ts';

describe('what the page says of a search it put right', () => {
  it('names what was left out and what was put right', () => {
    expect(resolutionNote(i18n, { place: 'Edinburgh', dropped: ['UK'], corrected: [] }, 'Edinburgh, UK ')).toBe(
      'No home’s address has “UK”. Showing homes in “Edinburgh” instead of “Edinburgh, UK”.',
    );
    expect(
      resolutionNote(
        i18n,
        { place: 'Edinburgh', dropped: [], corrected: [{ typed: 'edinburg', place: 'Edinburgh' }] },
        'edinburg',
      ),
    ).toBe('Showing homes in “Edinburgh” instead of “edinburg”.');
  });
});
