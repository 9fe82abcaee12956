import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { ChoiceGroup, YES_NO } from './choice-group.tsx';
import { focusFirstProblem, TextField } from './field.tsx';

test('a field with a problem says it, and is read with it', () => {
  render(<TextField label="Name" value="" onChange={() => {}} problem="Enter your name." />);
  const input = screen.getByLabelText('Name');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Enter your name.');
});

test('after a refused submit the first field in error has the focus', () => {
  const { container } = render(
    <form>
      <TextField label="Name" value="ok" onChange={() => {}} />
      <TextField label="Email" value="" onChange={() => {}} problem="Enter an e-mail." />
      <TextField label="Password" value="" onChange={() => {}} problem="Too short." />
    </form>,
  );
  expect(focusFirstProblem(container)).toBe(true);
  expect(screen.getByLabelText('Email')).toHaveFocus();
});

test('a choice group presses the chosen option only', async () => {
  function Parking() {
    const [value, setValue] = useState(false);
    return <ChoiceGroup label="Parking spot" value={value} options={YES_NO} onChange={setValue} />;
  }
  render(<Parking />);
  const group = screen.getByRole('group', { name: 'Parking spot' });
  expect(group).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
  expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'false');
});
