import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { InLocale } from '../../../i18n/i18n.ts';
import { OneOffTimes } from './one-off-times.tsx';

function Harness({ start = [] }: { start?: string[] }) {
  const [times, setTimes] = useState<string[]>(start);
  return (
    <InLocale>
      <OneOffTimes value={times} onChange={setTimes} />
      <output aria-label="stored">{times.join(',')}</output>
    </InLocale>
  );
}

test('a day and a time are added once, in order, and can be taken off again', async () => {
  render(<Harness start={['2031-01-10T09:00']} />);
  await userEvent.type(screen.getByLabelText('Day'), '2031-01-05');
  await userEvent.clear(screen.getByLabelText('Time'));
  await userEvent.type(screen.getByLabelText('Time'), '18:30');
  await userEvent.click(screen.getByRole('button', { name: 'Add this time' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add this time' }));
  expect(screen.getByLabelText('stored')).toHaveTextContent('2031-01-05T18:30,2031-01-10T09:00');
  await userEvent.click(screen.getByRole('button', { name: /^Remove .*10.*2031, 09:00$/ }));
  expect(screen.getByLabelText('stored')).toHaveTextContent(/^2031-01-05T18:30$/);
});

test('without a day it says what is missing and adds nothing', async () => {
  render(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: 'Add this time' }));
  expect(screen.getByText('Choose the day of the one-off time.')).toBeInTheDocument();
  expect(screen.getByLabelText('stored')).toHaveTextContent('');
});
