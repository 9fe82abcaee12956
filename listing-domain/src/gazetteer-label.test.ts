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

  it('names a town and its region as the gazetteer writes them in the reader’s language, else as it is', () => {
    const named = { ...edinburgh, name: 'Copenhagen', names: { fr: 'Copenhague', de: 'Kopenhagen' } };
    const scotland = { regionNames: { fr: 'Écosse', de: 'Schottland', es: 'Escocia' } };
    expect(gazetteerLabel({ ...edinburgh, ...scotland }, 'fr-FR')).toBe('Edinburgh, Écosse, Royaume-Uni');
    expect(gazetteerLabel({ ...edinburgh, ...scotland }, 'es')).toBe('Edinburgh, Escocia, Reino Unido');
    expect(gazetteerLabel({ ...edinburgh, ...scotland }, 'en')).toBe('Edinburgh, Scotland, United Kingdom');
    expect(gazetteerLabel({ ...edinburgh, ...scotland })).toContain('Scotland');
    expect(gazetteerLabel(named, 'de')).toBe('Kopenhagen, Scotland, Vereinigtes Königreich');
    expect(gazetteerLabel(named, 'es')).toBe('Copenhagen, Scotland, Reino Unido');
    // A region's own entry is named by its `names`.
    expect(gazetteerLabel({ ...edinburgh, kind: 'region', name: 'Scotland', names: scotland.regionNames }, 'de')).toBe(
      'Schottland, Vereinigtes Königreich',
    );
    // A language the names do not have, or a name of the object's prototype: the stored name.
    expect(gazetteerLabel({ ...edinburgh, ...scotland }, 'constructor')).toContain('Edinburgh, Scotland');
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
