import { describe, expect, it } from 'vitest';
import { gazetteerLabel } from './gazetteer-label.ts';

const edinburgh = {
  kind: 'town',
  name: 'Edinburgh',
  region: 'Scotland',
  country: 'GB',
  countryName: 'United Kingdom',
} as const;

describe('gazetteerLabel', () => {
  it('names a town with its region and its country, in the reader’s language', () => {
    expect(gazetteerLabel(edinburgh, 'en')).toBe('Edinburgh, Scotland, United Kingdom');
    expect(gazetteerLabel(edinburgh, 'fr')).toBe('Edinburgh, Scotland, Royaume-Uni');
  });

  it('names a country once, and leaves out a part that repeats another', () => {
    expect(gazetteerLabel({ ...edinburgh, kind: 'country', name: 'United Kingdom' }, 'en')).toBe('United Kingdom');
    expect(
      gazetteerLabel({ kind: 'town', name: 'Monaco', region: 'Monaco', country: 'MC', countryName: 'Monaco' }, 'en'),
    ).toBe('Monaco');
  });

  it('keeps the stored English name when the code is not one the browser knows', () => {
    expect(gazetteerLabel({ kind: 'region', name: 'Somewhere', country: 'not a code', countryName: 'Elsewhere' })).toBe(
      'Somewhere, Elsewhere',
    );
  });
});
