import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, test } from 'vitest';
import { MainNav } from './main-nav.tsx';

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
      <MainNav />
    </MemoryRouter>,
  );
}

describe('main navigation', () => {
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
