import { render, screen } from '@testing-library/react';
import { showDeployedEntryPoints } from 'site-contract/testing';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

const badges = vi.hoisted(() => ({ now: {} }));
vi.mock('shared-firebase', async (importOriginal) => {
  const original = await importOriginal<typeof import('shared-firebase')>();
  return { ...original, useBadges: () => badges.now };
});

const entry = { label: 'X', icon: 'M0 0h1', order: 1 };
let hide: (() => void) | undefined;
// The deployment is read once per page: each test is a page of its own.
beforeEach(() => vi.resetModules());
afterEach(() => hide?.());
const bell = async () => (await import('./alerts-badge.tsx')).AlertsBadge;

describe('the bell (issue 86)', () => {
  test('counts the unread alerts and every kind of news the site declares', async () => {
    hide = showDeployedEntryPoints({}, [
      { ...entry, path: '/inbox', remote: 'mf_messages', news: { count: 'inbox', one: 'a', other: '{count} a' } },
      { ...entry, path: '/viewings', remote: 'mf_viewings', news: { count: 'viewings', one: 'b', other: '{count} b' } },
    ]);
    badges.now = { alerts: 2, inbox: 1, viewings: 3, inboxAt: 5 };
    const AlertsBadge = await bell();
    render(<AlertsBadge />);
    expect(await screen.findByText('(6 unread)')).toBeInTheDocument();
  });

  test('counts alerts alone where no news is declared (a remote run standalone)', async () => {
    hide = showDeployedEntryPoints({}, []);
    badges.now = { alerts: 2, inbox: 4 };
    const AlertsBadge = await bell();
    render(<AlertsBadge />);
    expect(await screen.findByText('(2 unread)')).toBeInTheDocument();
  });
});
