import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { stubIntersectionObserver } from '../../../testing/intersection-observer-stub.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { CategoryPage } from './category-page.tsx';

const { listListings, prepareListingQueries } = vi.hoisted(() => ({
  listListings: vi.fn(() => Promise.resolve({ listings: [], next: null })),
  prepareListingQueries: vi.fn(),
}));
vi.mock('../../../api/listings/listing-reads.ts', () => ({
  listListings,
  prepareListingQueries,
  firstScreenListingPage: () => undefined,
}));

const renderCategory = (name: string) =>
  renderWithProviders(<CategoryPage />, { path: `/category/${name}`, route: '/category/:categoryName' });

// The page's own reads; the early read the HTML starts is first-load's (shell), which reads only
// the route's declared values (first-load.test.ts). Moved from the E2E suite (issue 84).
describe('a category page', () => {
  beforeEach(() => {
    stubIntersectionObserver();
    listListings.mockClear();
  });

  test('a category that does not exist is not found and starts no read', async () => {
    renderCategory('castles');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no category “castles”.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listListings).not.toHaveBeenCalled();
  });

  test('rent reads the rent homes under its heading', async () => {
    renderCategory('rent');
    expect(screen.getByRole('heading', { name: 'Places for rent' })).toBeInTheDocument();
    expect(await screen.findByText('No listings for rent')).toBeInTheDocument();
    expect(listListings).toHaveBeenCalledWith(expect.objectContaining({ filter: { type: 'rent' } }));
  });
});
