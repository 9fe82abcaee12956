// The heads of this slice's translated routes that declare one (contract.ts's `head`: the lists'),
// in the page's language (issue 88): the site's server writes the route's English head itself; in
// another language this slice's first-screen function answers it with the page. A unit test holds
// the English here to the contract's.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PageHead } from './listing-head.ts';

type Head = { title: MessageDescriptor; description: MessageDescriptor };

const HEADS: Record<string, Head | Record<string, Head>> = {
  '/': {
    title: msg`House Marketplace: homes for rent and for sale`,
    description: msg`Find homes for rent or for sale, see them on a map, save them, and publish your own listings.`,
  },
  '/offers': {
    title: msg`Offers: homes at a discount · House Marketplace`,
    description: msg`Homes for rent and for sale offered at a discount, newest first, with photos, prices and rooms.`,
  },
  '/search': {
    title: msg`Search homes · House Marketplace`,
    description: msg`Search homes by place, price, rooms and key facts, as a list and on a map.`,
  },
  // By the value of its parameter (the contract's `{categoryName}`): a sentence per value.
  '/category/:categoryName': {
    rent: {
      title: msg`Homes for rent · House Marketplace`,
      description: msg`Every home for rent, newest first, with photos, prices, rooms and key facts.`,
    },
    sale: {
      title: msg`Homes for sale · House Marketplace`,
      description: msg`Every home for sale, newest first, with photos, prices, rooms and key facts.`,
    },
  },
};

/** The head of `route` with `params` in `i18n`'s language, or undefined when it has none here. */
export function routeHeadIn(route: string, params: Record<string, string>, i18n: I18n): PageHead | undefined {
  const found = HEADS[route];
  if (!found) return undefined;
  const head =
    'title' in found
      ? (found as Head)
      : Object.values(params)
          .map((value) => found[value])
          .find(Boolean);
  if (!head) return undefined;
  return { title: i18n._(head.title), description: i18n._(head.description), tags: '' };
}
