import type { MessageDescriptor } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { expect, test } from 'vitest';
import { InLocale } from '../../../i18n/i18n.ts';
import { useAddressCorrections } from './use-address-corrections.ts';

const CORRECTIONS = ['the place was shortened', 'unknown settings were ignored'].map((message) => ({
  id: message,
  message,
}));

function CorrectedPage({ corrections }: { corrections: readonly MessageDescriptor[] }) {
  useAddressCorrections(corrections, 'q=lyon');
  const location = useLocation();
  return (
    <p>
      At {location.pathname + location.search} by {useNavigationType()}
    </p>
  );
}

const renderAt = (path: string, corrections: readonly MessageDescriptor[]) =>
  render(
    <InLocale>
      <MemoryRouter initialEntries={[path]}>
        <CorrectedPage corrections={corrections} />
        <ToastContainer />
      </MemoryRouter>
    </InLocale>,
  );

// Moved from the E2E suite (issue 84); parseSearchParams' tests name what a hostile address corrects.
test('a corrected address is said once and replaced by its normalised form', async () => {
  const view = renderAt('/search?q=lyon&admin=1', CORRECTIONS);
  expect(
    await screen.findByText(
      'Some search settings were changed: the place was shortened; unknown settings were ignored.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('At /search?q=lyon by REPLACE')).toBeInTheDocument();
  // Drawn again with the same corrections (the page's data arriving): still one message.
  view.rerender(
    <InLocale>
      <MemoryRouter initialEntries={['/search?q=lyon&admin=1']}>
        <CorrectedPage corrections={[...CORRECTIONS]} />
        <ToastContainer />
      </MemoryRouter>
    </InLocale>,
  );
  await screen.findByText('At /search?q=lyon by REPLACE');
  expect(screen.getAllByText(/^Some search settings were changed/)).toHaveLength(1);
});

test('an address with nothing to correct says nothing and stays as it is', async () => {
  renderAt('/search?q=lyon&beds=2', []);
  expect(await screen.findByText('At /search?q=lyon&beds=2 by POP')).toBeInTheDocument();
  expect(screen.queryByText(/^Some search settings were changed/)).not.toBeInTheDocument();
});
