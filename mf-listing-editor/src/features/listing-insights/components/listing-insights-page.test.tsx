import { render, screen, within } from '@testing-library/react';
import { FreshQueryCache } from 'design-system/fresh-query-cache';
import { statsByDay } from 'listing-domain';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, expect, test, vi } from 'vitest';
import type { ListingInsights } from '../../../api/insights/listing-insights.ts';
import { InLocale } from '../../../i18n/i18n.ts';
import { ListingInsightsPage } from './listing-insights-page.tsx';

const { readListingInsights } = vi.hoisted(() => ({
  readListingInsights: vi.fn<(id: string) => Promise<ListingInsights | null>>(),
}));
vi.mock('../../../api/insights/listing-insights.ts', () => ({ readListingInsights }));
// The chart draws on a canvas (not in jsdom): its box stands in.
vi.mock('./insights-chart.tsx', () => ({ default: () => <div data-testid="insights-chart" /> }));

function renderPage(path = '/listing-insights?listing=home-1') {
  render(
    <InLocale>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/listing-insights" element={<ListingInsightsPage />} />
        </Routes>
      </MemoryRouter>
    </InLocale>,
    { wrapper: FreshQueryCache },
  );
}

beforeEach(() => {
  readListingInsights.mockReset();
});

test("the owner reads the last 30 days' figures, a chart, the numbers per day and the totals", async () => {
  const today = new Date();
  const day = today.toISOString().slice(0, 10);
  const days = statsByDay([{ day, views: 7, saves: 2, enquiries: 1, viewings: 1 }], today);
  readListingInsights.mockResolvedValue({
    listing: { id: 'home-1', name: 'Harbour flat', type: 'rent', userRef: 'ann' },
    days,
    recent: { views: 7, saves: 2, enquiries: 1, viewings: 1 },
    allTime: { views: 40, saves: 9, enquiries: 3, viewings: 2 },
  });
  renderPage();
  const last30 = await screen.findByLabelText('The last 30 days');
  expect(within(last30).getByText('Views').nextSibling).toHaveTextContent('7');
  expect(within(last30).getByText('Viewing requests').nextSibling).toHaveTextContent('1');
  expect(within(screen.getByLabelText('In all')).getByText('Views').nextSibling).toHaveTextContent('40');
  expect(await screen.findByTestId('insights-chart')).toBeInTheDocument();
  const table = screen.getByRole('table');
  expect(within(table).getAllByRole('row')).toHaveLength(31);
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/7\s*2\s*1\s*1/);
  expect(readListingInsights).toHaveBeenCalledWith('home-1');
});

test('someone else is told the insights are the owner’s', async () => {
  readListingInsights.mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'permission-denied' }));
  renderPage();
  expect(await screen.findByText("Only the home's owner sees its insights.")).toBeInTheDocument();
});

test('a home that is not there says so', async () => {
  readListingInsights.mockResolvedValue(null);
  renderPage('/listing-insights?listing=gone');
  expect(await screen.findByText('Listing not found')).toBeInTheDocument();
});
