import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { expect, test } from 'vitest';
import { useRouteFocus } from './use-route-focus.ts';

function Frame({ children }: { children: React.ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);
  return (
    <>
      <nav>
        <Link to="/offers">Offers</Link>
      </nav>
      <main ref={main}>{children}</main>
    </>
  );
}

/** A page whose heading arrives later, as a remote's page and its data do. */
function SlowPage({ show }: { show: (reveal: () => void) => void }) {
  const [ready, setReady] = useState(false);
  useEffect(() => show(() => setReady(true)), [show]);
  return ready ? <h1>Offers</h1> : <p>Loading</p>;
}

/**
 * The frame at `/`, with `offers(SlowPage)` as the /offers page; `reveal` shows that page's
 * heading, as its data arriving would.
 */
function renderSite(offers: (page: React.ReactNode) => React.ReactNode) {
  let reveal = () => {};
  const show = (r: () => void) => {
    reveal = r;
  };
  render(
    <MemoryRouter initialEntries={['/']}>
      <Frame>
        <Routes>
          <Route path="/" element={<h1>Explore</h1>} />
          <Route path="/offers" element={offers(<SlowPage show={show} />)} />
        </Routes>
      </Frame>
    </MemoryRouter>,
  );
  return { reveal: () => reveal() };
}

test('after a route change the new page heading takes the focus, once it is there', async () => {
  const { reveal } = renderSite((page) => page);
  // The first page keeps the browser's own start.
  expect(screen.getByRole('heading', { name: 'Explore' })).not.toHaveFocus();
  await userEvent.click(screen.getByRole('link', { name: 'Offers' }));
  await act(async () => reveal());
  expect(await screen.findByRole('heading', { name: 'Offers' })).toHaveFocus();
});

test('a control the user already reached on the new page keeps the focus', async () => {
  const { reveal } = renderSite((page) => (
    <>
      <input aria-label="Search" autoFocus />
      {page}
    </>
  ));
  await userEvent.click(screen.getByRole('link', { name: 'Offers' }));
  await act(async () => reveal());
  expect(await screen.findByRole('heading', { name: 'Offers' })).not.toHaveFocus();
  expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
});

test('a page that marks its start above its heading (its photos first) gets the focus there', async () => {
  const { reveal } = renderSite((page) => (
    <article data-page-start="" tabIndex={-1} aria-label="A listing">
      <button type="button">Save home</button>
      {page}
    </article>
  ));
  await userEvent.click(screen.getByRole('link', { name: 'Offers' }));
  await act(async () => reveal());
  expect(await screen.findByRole('article', { name: 'A listing' })).toHaveFocus();
  expect(screen.getByRole('heading', { name: 'Offers' })).not.toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Save home' })).toHaveFocus();
});
