import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { Button } from './button.tsx';
import { LoadFailed } from './load-failed.tsx';

test('a busy button keeps its focus and ignores clicks', async () => {
  const onClick = vi.fn();
  render(
    <Button busy onClick={onClick}>
      Save
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Save' });
  await userEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).not.toBeDisabled();
});

test('visitors can retry a failed read once at a time', async () => {
  const onRetry = vi.fn();
  const { rerender } = render(<LoadFailed message="Could not load." retrying={false} onRetry={onRetry} />);
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
  rerender(<LoadFailed message="Could not load." retrying onRetry={onRetry} />);
  await userEvent.click(screen.getByRole('button', { name: 'Retrying…' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
