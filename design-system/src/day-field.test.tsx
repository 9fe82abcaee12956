import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { DayField } from './day-field.tsx';
import { dayText } from './day-text.ts';

function Form({ initial = '', onValue }: { initial?: string; onValue?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <form>
      <label htmlFor="moving">Available from</label>
      <DayField
        id="moving"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Clear
      </button>
      <button type="submit">Next</button>
    </form>
  );
}

describe('DayField', () => {
  test('two Tab stops: the box and the calendar button, both named', async () => {
    render(<Form />);
    await userEvent.tab();
    expect(screen.getByLabelText('Available from')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Choose the day on a calendar' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveFocus();
  });

  test('a typed day is kept as typed, handed on as an ISO day, and reads as a day once left', async () => {
    const onValue = vi.fn();
    render(<Form onValue={onValue} />);
    const box = screen.getByLabelText('Available from');
    await userEvent.type(box, '2027-03-01');
    expect(box).toHaveValue('2027-03-01');
    expect(onValue).toHaveBeenLastCalledWith('2027-03-01');
    await userEvent.tab();
    expect(box).toHaveValue(dayText('2027-03-01'));
  });

  test('text that names no day is handed on as typed (the form says what is wrong) and kept', async () => {
    const onValue = vi.fn();
    render(<Form onValue={onValue} />);
    const box = screen.getByLabelText('Available from');
    await userEvent.type(box, 'next spring');
    await userEvent.tab();
    expect(onValue).toHaveBeenLastCalledWith('next spring');
    expect(box).toHaveValue('next spring');
  });

  test('a day chosen on the calendar fills the box, closes it and gives the focus back', async () => {
    const onValue = vi.fn();
    render(<Form initial="2027-03-01" onValue={onValue} />);
    const box = screen.getByLabelText('Available from');
    expect(box).toHaveValue(dayText('2027-03-01'));
    await userEvent.click(screen.getByRole('button', { name: 'Choose the day on a calendar' }));
    const grid = await screen.findByRole('grid', undefined, { timeout: 10_000 });
    await userEvent.click(within(grid).getByRole('button', { name: /^15, .*March.*2027/ }));
    expect(onValue).toHaveBeenLastCalledWith('2027-03-15');
    expect(box).toHaveValue(dayText('2027-03-15'));
    expect(box).toHaveFocus();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  test('a value set from outside is shown', async () => {
    render(<Form initial="2027-03-01" />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Available from')).toHaveValue('');
  });

  test('in the page’s language (issue 88): the day reads the French way, the calendar in French', async () => {
    const onValue = vi.fn();
    function French() {
      const [value, setValue] = useState('');
      return (
        <>
          <label htmlFor="jour">Jour</label>
          <DayField
            id="jour"
            value={value}
            onChange={(next) => {
              setValue(next);
              onValue(next);
            }}
            locale="fr"
            calendarLabel="Choisir le jour dans un calendrier"
            loadingLabel="Chargement du calendrier…"
          />
        </>
      );
    }
    render(<French />);
    const box = screen.getByLabelText('Jour');
    await userEvent.type(box, '2027-03-01');
    await userEvent.tab();
    expect(box).toHaveValue('1 mars 2027');
    expect(onValue).toHaveBeenLastCalledWith('2027-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Choisir le jour dans un calendrier' }));
    const calendar = await screen.findByRole('grid', { name: /mars 2027/ });
    expect(within(calendar).getByRole('button', { name: /^1, lundi 1 mars 2027/ })).toBeInTheDocument();
  });
});
