// The one table of which address is which route's (issue 48): the first-load script, the site's
// server and the local server all match with route-match.ts, so this table is theirs.
import { expect, test } from 'vitest';
import { findRoute, matchRoute } from './route-match.ts';

test.each([
  ['/', '/', {}],
  ['/', '', null],
  ['/', '/offers', null],
  ['/offers', '/offers', {}],
  ['/offers', '/offers/', {}],
  ['/offers', '/OFFERS', {}],
  ['/offers', '/offers//', null],
  ['/offers', '//offers', null],
  ['/offers', '/offers/x', null],
  ['/category/:categoryName', '/category/rent', { categoryName: 'rent' }],
  ['/category/:categoryName', '/Category/Rent', { categoryName: 'Rent' }],
  ['/category/:categoryName', '/category/', null],
  ['/category/:categoryName/:listingId', '/category/rent/abc%20def', { categoryName: 'rent', listingId: 'abc def' }],
  ['/category/:categoryName/:listingId', '/category/rent/abc/', { categoryName: 'rent', listingId: 'abc' }],
  ['/category/:categoryName/:listingId', '/category/rent/%ZZ', null],
  ['/category/:categoryName/:listingId', '/category//abc', null],
  ['/inbox/:conversationId', '/inbox', null],
  ['/search', 'search', null],
])('%s matches %j as %j', (pattern, pathname, params) => {
  expect(matchRoute(pattern, pathname)).toEqual(params);
});

test('the first route that matches is the one', () => {
  const routes = [{ path: '/category/:categoryName' }, { path: '/category/rent' }];
  expect(findRoute(routes, '/category/rent')).toEqual({ route: routes[0], params: { categoryName: 'rent' } });
  expect(findRoute(routes, '/nowhere')).toBeNull();
});
