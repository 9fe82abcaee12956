// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { announceListingChange } from 'site-contract';
import { expect, test } from 'vitest';
import { forgetChangedListings } from './query-client.ts';

test('a listing saved or deleted elsewhere on the page is forgotten, and the lists that may hold it read again', () => {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
  const stop = forgetChangedListings(client);
  client.setQueryData(['listing', 'home-1'], { name: 'Old name' });
  client.setQueryData(['listing', 'home-2'], { name: 'Untouched' });
  client.setQueryData(['listings', 'offers'], { pages: [] });
  client.setQueryData(['search', 'q=lyon'], { pages: [] });

  announceListingChange({ id: 'home-1', change: 'saved' });

  expect(client.getQueryData(['listing', 'home-1'])).toBeUndefined();
  expect(client.getQueryData(['listing', 'home-2'])).toEqual({ name: 'Untouched' });
  expect(client.getQueryState(['listings', 'offers'])?.isInvalidated).toBe(true);
  expect(client.getQueryState(['search', 'q=lyon'])?.isInvalidated).toBe(true);
  stop();
});
