import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { LOCAL_RATES, type Listing } from 'listing-domain';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { withPriceInEuros } from '../../../api/prices/price-in-euros.ts';
import { DEFAULT_CRITERIA } from '../../../api/search/search-query.ts';
import type { NamedPlace } from '../../../api/places/gazetteer-resolution.ts';
import { useSearchedPrices } from './use-searched-prices.ts';

const { fetchExchangeRates } = vi.hoisted(() => ({ fetchExchangeRates: vi.fn() }));
vi.mock('../../../api/prices/exchange-rates.ts', () => ({ fetchExchangeRates }));

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);
const model = { withPriceInEuros };

beforeEach(() => fetchExchangeRates.mockReset());
const AREA = { south: 51, west: -3, north: 52, east: -2 };

describe('a search’s prices across currencies (issue 53)', () => {
  test('a price range waits for the rates, then is searched in euros; the list keeps to the map’s area', async () => {
    fetchExchangeRates.mockResolvedValue(LOCAL_RATES);
    const criteria = { ...DEFAULT_CRITERIA, priceMax: 2500, currency: 'GBP' as const };
    const { result } = renderHook(
      () => useSearchedPrices(criteria, { view: 'list', area: AREA }, undefined, model, false),
      {
        wrapper,
      },
    );
    expect(result.current.searched).toBeUndefined();
    await waitFor(() => expect(result.current.searched).toBeDefined());
    expect(result.current.searched?.priceEur?.max).toBeGreaterThan(2500); // pounds are worth more than euros
    expect(result.current.listed).toEqual({ ...result.current.searched, area: AREA });
    expect(result.current.currency).toBe('GBP');
  });

  test('without a price range nothing waits; prices show in the searched place’s currency', () => {
    const named = { country: 'GB' } as NamedPlace;
    const criteria = { ...DEFAULT_CRITERIA, radiusKm: 5 };
    const { result } = renderHook(
      () => useSearchedPrices(criteria, { view: 'list', area: AREA }, named, model, false),
      {
        wrapper,
      },
    );
    expect(result.current.searched).toBe(criteria);
    // Around a place the area is the circle's, not the map's.
    expect(result.current.listed).toBe(criteria);
    expect(result.current.currency).toBe('GBP');
    expect(fetchExchangeRates).not.toHaveBeenCalled();
    expect(result.current.convertedPrice({ currency: 'EUR' } as Listing)).toBe('');
  });
});
