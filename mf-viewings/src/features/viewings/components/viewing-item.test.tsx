import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import type { Viewing } from '../../../api/viewings/viewing.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { aViewing } from '../../../testing/viewing-fixture.ts';
import { ViewingItem } from './viewing-item.tsx';

const now = Date.UTC(2026, 11, 1, 12);
const viewing = (over: Partial<Viewing> = {}) => aViewing({ note: 'After work please', ...over });

function show(v: Viewing, uid: string, onAnswer = vi.fn(() => Promise.resolve(true))) {
  renderPage(
    <ul>
      <ViewingItem
        viewing={v}
        uid={uid}
        now={now}
        busy={false}
        onAnswer={onAnswer}
        onPropose={() => Promise.resolve(true)}
      />
    </ul>,
  );
  return onAnswer;
}

describe('ViewingItem', () => {
  test('the owner confirms or declines a request, marked new to them', async () => {
    const onAnswer = show(viewing(), 'ann');
    expect(screen.getByText('Requested by Bob')).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByText('Note: After work please')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onAnswer).toHaveBeenCalledWith(expect.objectContaining({ id: 'v1' }), 'confirmed');
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onAnswer).toHaveBeenCalledWith(expect.objectContaining({ id: 'v1' }), 'declined');
  });

  test('the hunter cannot confirm; cancelling asks why first', async () => {
    const onAnswer = show(viewing(), 'bob');
    expect(screen.getByText('With Ann, the owner')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.queryByText('New')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel viewing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel this viewing' }));
    expect(screen.getByText('Say why you cancel: the other person is told.')).toBeInTheDocument();
    expect(onAnswer).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Why you cancel (the other person is told)'), 'Found a flat');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel this viewing' }));
    expect(onAnswer).toHaveBeenCalledWith(expect.objectContaining({ id: 'v1' }), 'cancelled', 'Found a flat');
  });

  test('a time the owner proposed: the one who asked accepts it', async () => {
    const onAnswer = show(viewing({ status: 'proposed', changedBy: 'ann', unseenBy: ['bob'] }), 'bob');
    expect(screen.getByText('The owner proposes this time instead of the one you asked for.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Propose another time' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Accept this time' }));
    expect(onAnswer).toHaveBeenCalledWith(expect.objectContaining({ id: 'v1' }), 'confirmed');
  });

  test('the owner of a proposed time waits and may propose again', () => {
    show(viewing({ status: 'proposed', changedBy: 'ann', unseenBy: ['bob'] }), 'ann');
    expect(screen.getByText('You proposed this time instead: waiting for an answer.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept this time' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Propose another time' })).toBeInTheDocument();
  });

  test('a past or declined viewing offers nothing to do, and says why it was declined', () => {
    show(viewing({ status: 'declined', reason: 'Let already' }), 'bob');
    expect(screen.getByText('Why: Let already')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
