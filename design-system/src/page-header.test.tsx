import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { PageHeader } from './page-header.tsx';

test('a page header is the page heading and names the tab', () => {
  render(<PageHeader title="welcome back!" documentTitle="Sign In" />);
  expect(screen.getByRole('heading', { level: 1, name: 'welcome back!' })).toBeInTheDocument();
  expect(document.title).toBe('Sign In');
});

test('the tab takes the heading when no other title is given', () => {
  render(<PageHeader title="Offers" />);
  expect(document.title).toBe('Offers');
});
