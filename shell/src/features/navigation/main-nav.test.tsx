import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { DeployedNavEntry } from 'site-contract';
import { describe, expect, test } from 'vitest';
import { MainNav } from './main-nav.tsx';

/** Entries as two remotes declare them, in the deployment's order (the spec's bar, then one more). */
const ENTRIES: DeployedNavEntry[] = [
  { path: '/', label: 'Explore', icon: 'M0 0h24v24H0Z', order: 10, placement: 'everywhere', remote: 'mf_browse' },
  { path: '/offers', label: 'Offers', icon: 'M0 0h24v24H0Z', order: 20, placement: 'everywhere', remote: 'mf_browse' },
  {
    path: '/profile',
    label: 'Proflie',
    icon: 'M0 0h24v24H0Z',
    order: 30,
    placement: 'everywhere',
    remote: 'mf_account',
  },
  { path: '/saved', label: 'Saved', icon: 'M0 0h24v24H0Z', order: 40, placement: 'desktop', remote: 'mf_browse' },
];

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
      <MainNav entries={ENTRIES.slice(0, 3)} />
    </MemoryRouter>,
  );
}

describe('main navigation', () => {
  test('a desktop-only entry is in the list, marked to be hidden on phones', () => {
    render(
      <MemoryRouter>
        <MainNav entries={ENTRIES} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Saved' }).closest('li')).toHaveClass('desktopOnly');
    expect(screen.getByRole('link', { name: 'Offers' }).closest('li')).not.toHaveClass('desktopOnly');
  });

  test("draws each entry's icon from its declared path", () => {
    renderAt('/');
    const icon = screen.getByRole('link', { name: 'Explore' }).querySelector('svg path');
    expect(icon).toHaveAttribute('d', 'M0 0h24v24H0Z');
  });

  test('shows Explore, Offers and Proflie in that order', () => {
    renderAt('/');
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(['Explore', 'Offers', 'Proflie']);
  });

  test.each([
    ['/', 'Explore'],
    ['/offers', 'Offers'],
    ['/profile', 'Proflie'],
  ])('on %s only %s is active', (path, label) => {
    renderAt(path);
    for (const link of screen.getAllByRole('link')) {
      if (link.textContent === label) expect(link).toHaveAttribute('aria-current', 'page');
      else expect(link).not.toHaveAttribute('aria-current');
    }
  });

  test('no item is active on a path that is not one of theirs', () => {
    renderAt('/category/rent');
    for (const link of screen.getAllByRole('link')) expect(link).not.toHaveAttribute('aria-current');
  });

  test('choosing an item navigates to its route', async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'Offers' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/offers');
    expect(screen.getByRole('link', { name: 'Offers' })).toHaveAttribute('aria-current', 'page');
  });
});
