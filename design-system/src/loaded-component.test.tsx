import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { expect, test, vi } from 'vitest';
import { loadedComponent, useLoaded } from './loaded-component.tsx';

class Boundary extends Component<{ children: ReactNode }, { error?: string }> {
  state: { error?: string } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  render() {
    return this.state.error ? <p>failed: {this.state.error}</p> : this.props.children;
  }
}

test('a spinner until the code has loaded, then the component; a later render has it at once', async () => {
  const load = vi.fn(() => Promise.resolve(() => <h1>Search homes</h1>));
  const Page = loadedComponent('test-page', load);
  const first = render(<Page />);
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Search homes' })).toBeInTheDocument();
  first.unmount();

  render(<Page />);
  expect(screen.getByRole('heading', { name: 'Search homes' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('loaded ahead (loadCode, as the shell does before mounting a page): its content at the first render', async () => {
  const load = vi.fn(() => Promise.resolve(() => <h1>Saved homes</h1>));
  const Page = loadedComponent('ahead-page', load);
  await Page.loadCode();
  render(<Page />);
  expect(screen.getByRole('heading', { name: 'Saved homes' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  await Page.loadCode();
  expect(load).toHaveBeenCalledTimes(1);
});

function Value({ id, load }: { id: string; load: () => Promise<string> }) {
  const value = useLoaded(id, load);
  return <p>{value ?? 'waiting'}</p>;
}

test('a failed load goes to the error boundary and is not kept: mounting again loads again', async () => {
  const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('loaded');
  const caught = vi.fn();
  const first = render(
    <Boundary>
      <Value id="flaky" load={load} />
    </Boundary>,
    { onCaughtError: caught },
  );
  expect(await screen.findByText('failed: offline')).toBeInTheDocument();
  expect(caught).toHaveBeenCalledWith(new Error('offline'), expect.anything());
  first.unmount();

  render(
    <Boundary>
      <Value id="flaky" load={load} />
    </Boundary>,
  );
  expect(screen.getByText('waiting')).toBeInTheDocument();
  expect(await screen.findByText('loaded')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
