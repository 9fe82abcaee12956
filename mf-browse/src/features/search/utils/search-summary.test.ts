import { setupI18n } from '@lingui/core';
import { describe, expect, test } from 'vitest';
import { loadSearch } from '../../../api/search/load-search.ts';
import { messages as french } from '../../../locales/fr.po';
import { messages as german } from '../../../locales/de.po';
import { parseSearchParams } from './search-params.ts';
import { searchSummary } from './search-summary.ts';

const model = await loadSearch();
const criteriaOf = (query: string) => parseSearchParams(new URLSearchParams(query), model).criteria;
const speaking = (locale: string, messages: typeof french) => setupI18n({ locale, messages: { [locale]: messages } });

describe('the summary of a search in the page’s language (issue 88)', () => {
  test('French: its words, its plural (0 and 1 are singular) and its way of writing prices', () => {
    const fr = speaking('fr', french);
    const criteria = criteriaOf('q=lyon&type=rent&beds=2&maxPrice=2000&currency=EUR');
    expect(searchSummary(fr, criteria, model, { count: 0, more: false })).toBe(
      '0 logement à louer à « lyon » · jusqu’à 2\u202f000\u00a0€ · 2 chambres ou plus',
    );
    expect(searchSummary(fr, criteria, model, { count: 12, more: false })).toMatch(/^12 logements à louer/);
    expect(searchSummary(fr, criteriaOf(''), model, { count: 1200, more: true })).toBe('1\u202f200+ logements');
  });

  test('German: a place found and the distance around it, in its words', () => {
    const de = speaking('de', german);
    expect(
      searchSummary(de, criteriaOf('q=Edinburgh&km=5'), model, undefined, 'im Umkreis von 5 km um Edinburgh'),
    ).toBe('Unterkünfte im Umkreis von 5 km um Edinburgh');
    expect(searchSummary(de, criteriaOf('kind=flat&pets=1'), model, { count: 0, more: false })).toBe(
      '0 Unterkünfte · Wohnung · Haustiere erlaubt',
    );
  });
});
