import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { DeployedNavEntry } from 'site-contract';
import { afterEach, describe, expect, test, vi } from 'vitest';

// The session as the nav asks it: nobody unless a test signs someone in.
const session = vi.hoisted(() => ({ uid: null as string | null, asked: 0 }));
vi.mock('shared-firebase', () => ({
  maySignedInSessionExist: () => localStorage.getItem('marketplace:signed-in') === '1',
  observeAuthState: (callback: (user: { uid: string } | null) => void) => {
    session.asked += 1;
    queueMicrotask(() => callback(session.uid ? { uid: session.uid } : null));
    return () => {};
  },
}));
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

  describe('an entry for signed-in people (issue 36)', () => {
    const inbox: DeployedNavEntry = {
      path: '/inbox',
      label: 'Inbox',
      icon: 'M0 0h24v24H0Z',
      order: 25,
      placement: 'everywhere',
      signedIn: true,
      badge: 'UnreadBadge',
      remote: 'mf_messages',
    };
    const Badge = ({ name }: { remote: string; name: string }) => <span>({name})</span>;
    afterEach(() => {
      localStorage.clear();
      session.uid = null;
      session.asked = 0;
    });

    test('is not shown to a visitor, and the session is not even asked (no Auth SDK)', async () => {
      render(
        <MemoryRouter>
          <MainNav entries={[...ENTRIES.slice(0, 2), inbox, ENTRIES[2]!]} Badge={Badge} />
        </MemoryRouter>,
      );
      await Promise.resolve();
      expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(['Explore', 'Offers', 'Proflie']);
      expect(session.asked).toBe(0);
    });

    test('is shown, with its remote’s badge after the label, once someone is signed in', async () => {
      localStorage.setItem('marketplace:signed-in', '1');
      session.uid = 'u1';
      render(
        <MemoryRouter>
          <MainNav entries={[...ENTRIES.slice(0, 2), inbox, ENTRIES[2]!]} Badge={Badge} />
        </MemoryRouter>,
      );
      expect(await screen.findByRole('link', { name: /^Inbox ?\(UnreadBadge\)$/ })).toHaveAttribute('href', '/inbox');
      expect(screen.getAllByRole('link')).toHaveLength(4);
    });
  });
});

describe('the navigation in the site’s language (issue 88)', () => {
  test('an entry says the site’s language’s label where its remote names one, else its English one', async () => {
    const { setPageLocale } = await import('site-contract/locale');
    setPageLocale('fr');
    try {
      const entries = ENTRIES.map((entry) =>
        entry.path === '/' ? { ...entry, labels: { fr: 'Explorer', de: 'Entdecken' } } : entry,
      );
      render(
        <MemoryRouter initialEntries={['/offers']}>
          <MainNav entries={entries} />
        </MemoryRouter>,
      );
      expect(screen.getByRole('link', { name: 'Explorer' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Offers' })).toBeInTheDocument();
      // Named in the language its labels speak (the shell's own words, lib/shell-words.ts).
      expect(screen.getByRole('navigation', { name: 'Principale' })).toHaveAttribute('lang', 'fr');
    } finally {
      setPageLocale('en');
    }
  });
});
