import { describe, expect, test } from 'vitest';
import { routes } from '../../../src/app/contract.ts';
import { mailI18n } from '../mail/mail-language.ts';
import { routeHeadIn } from './route-heads.ts';

describe('the lists’ heads in the page’s language (issue 88)', () => {
  test('English is the contract’s head, word for word, for every translated route that declares one', () => {
    const english = mailI18n('en');
    for (const route of routes) {
      if (!route.head || !('locales' in route)) continue;
      const values = (route.read && 'values' in route.read ? route.read.values : undefined) ?? [''];
      for (const value of values) {
        const param = route.read && 'param' in route.read ? route.read.param : undefined;
        const fill = (text: string) => (param ? text.replaceAll(`{${param}}`, value) : text);
        expect(routeHeadIn(route.path, param ? { [param]: value } : {}, english)).toEqual({
          title: fill(route.head.title),
          description: fill(route.head.description),
          tags: '',
        });
      }
    }
  });

  test('French, German, Spanish: each its own words', () => {
    expect(routeHeadIn('/category/:categoryName', { categoryName: 'rent' }, mailI18n('fr'))?.title).toBe(
      'Logements à louer · House Marketplace',
    );
    expect(routeHeadIn('/offers', {}, mailI18n('de'))?.title).toContain('Angebote');
    expect(routeHeadIn('/category/:categoryName', { categoryName: 'flat' }, mailI18n('es'))).toBeUndefined();
    expect(routeHeadIn('/search', {}, mailI18n('es'))?.title).toBe('Buscar viviendas · House Marketplace');
    expect(routeHeadIn('/saved', {}, mailI18n('es'))).toBeUndefined();
  });
});
