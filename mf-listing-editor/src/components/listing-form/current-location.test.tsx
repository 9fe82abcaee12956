import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { InLocale } from '../../i18n/i18n.ts';
import { CurrentLocation } from './current-location.tsx';

function withGeolocation(getCurrentPosition: Geolocation['getCurrentPosition']) {
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
}

describe('use my current location', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('fills latitude and longitude from the browser position, rounded to 6 decimals', async () => {
    withGeolocation((success) =>
      success({ coords: { latitude: 48.856613891, longitude: 2.352222 } } as GeolocationPosition),
    );
    const onLocate = vi.fn();
    render(<CurrentLocation onLocate={onLocate} />, { wrapper: InLocale });
    await userEvent.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(onLocate).toHaveBeenCalledWith({ latitude: '48.856614', longitude: '2.352222' });
    expect(screen.getByRole('status')).toHaveTextContent('set to your current location');
  });

  test.each([
    [1, 'Location permission was refused'],
    [2, 'not available right now'],
    [3, 'not available right now'],
  ])('error %i: says why and leaves the fields alone', async (code, message) => {
    withGeolocation((_success, failure) => failure?.({ code } as GeolocationPositionError));
    const onLocate = vi.fn();
    render(<CurrentLocation onLocate={onLocate} />, { wrapper: InLocale });
    await userEvent.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(onLocate).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(message);
  });
});
