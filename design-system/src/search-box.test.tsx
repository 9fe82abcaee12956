import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { SearchBox } from './search-box.tsx';

test('sends the trimmed words; the page’s box keeps them', async () => {
  const onSearch = vi.fn();
  render(<SearchBox onSearch={onSearch} />);
  await userEvent.type(screen.getByLabelText('Search by place'), '  Bristol ');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(onSearch).toHaveBeenCalledWith('Bristol');
  expect(screen.getByLabelText('Search by place')).toHaveValue('  Bristol ');
});

test('the header’s box empties once sent: the search page says what it searched (issue 53)', async () => {
  const onSearch = vi.fn();
  render(<SearchBox compact label="Search homes by place" onSearch={onSearch} />);
  await userEvent.type(screen.getByLabelText('Search homes by place'), 'edinburg{Enter}');
  expect(onSearch).toHaveBeenCalledWith('edinburg');
  expect(screen.getByLabelText('Search homes by place')).toHaveValue('');
});
