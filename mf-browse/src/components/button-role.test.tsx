import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { buttonRole } from './button-role.ts';

function renderLink() {
  const followed = vi.fn((event: MouseEvent) => event.preventDefault());
  render(
    <a href="mailto:landlord@example.com" {...buttonRole}>
      Send Message
    </a>,
  );
  const link = screen.getByRole('button', { name: 'Send Message' });
  link.addEventListener('click', followed);
  return { link, followed };
}

test('the link is announced as a button and keeps its address', () => {
  const { link } = renderLink();
  expect(link).toHaveAttribute('href', 'mailto:landlord@example.com');
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

test('Space activates it once, as it does a button, and does not scroll the page', async () => {
  const { link, followed } = renderLink();
  // fireEvent answers false when a handler prevented the key's default (scrolling).
  expect(fireEvent.keyDown(link, { key: ' ' })).toBe(false);
  expect(followed).not.toHaveBeenCalled();
  link.focus();
  await userEvent.keyboard(' ');
  expect(followed).toHaveBeenCalledTimes(1);
});

test('a Space pressed elsewhere and released on it does nothing', () => {
  const { link, followed } = renderLink();
  fireEvent.keyUp(link, { key: ' ' });
  expect(followed).not.toHaveBeenCalled();
  fireEvent.keyDown(link, { key: ' ' });
  fireEvent.blur(link);
  fireEvent.keyUp(link, { key: ' ' });
  expect(followed).not.toHaveBeenCalled();
});

test('Enter still follows it once, as a link', async () => {
  const { link, followed } = renderLink();
  link.focus();
  await userEvent.keyboard('{Enter}');
  expect(followed).toHaveBeenCalledTimes(1);
});

test('other keys do nothing', async () => {
  const { link, followed } = renderLink();
  link.focus();
  await userEvent.keyboard('a');
  expect(followed).not.toHaveBeenCalled();
});
