import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { InLocale } from '../../../i18n/i18n.ts';
import { ShareButton } from './share-button.tsx';

describe('share', () => {
  afterEach(() => vi.useRealTimers());

  test("copies the page address and shows 'Link Copied!' for 2 seconds", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <InLocale>
        <ShareButton />
      </InLocale>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    });
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(screen.getByText('Link Copied!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.getByText('Link Copied!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Link Copied!')).not.toBeInTheDocument();
  });
});
