import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { Dialog } from './dialog.tsx';

function Viewer() {
  const [viewing, setViewing] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setViewing(true)}>
        View full screen
      </button>
      {viewing ? (
        <Dialog open label="Photos" onClose={() => setViewing(false)}>
          <button type="button" onClick={() => setViewing(false)}>
            Close
          </button>
        </Dialog>
      ) : null}
    </>
  );
}

test('a dialog its page removes gives the focus back to what opened it', () => {
  render(<Viewer />);
  const opener = screen.getByRole('button', { name: 'View full screen' });
  opener.focus();
  act(() => opener.click());
  // jsdom has no showModal: the dialog's content is in the document, not in its accessibility tree.
  const close = screen.getByRole('button', { name: 'Close', hidden: true });
  close.focus();
  act(() => close.click());
  expect(screen.queryByRole('button', { name: 'Close', hidden: true })).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});
