// The first screen the server rendered into the HTML (issue 38): the shell keeps its very nodes on
// screen in the page's place until the page replaces them, once; the page takes the answer it was
// rendered from at once, once.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { PAGE_INTERACTIVE_MARK, takeFirstScreenRead } from 'site-contract';
import { beforeEach, describe, expect, test, vi } from 'vitest';

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

beforeEach(() => {
  vi.resetModules();
  document.head.innerHTML = `<script id="first-screen-read" type="application/json" data-key="listing/a">{"name":"\\u003c/script\\u003e"}</script>`;
  document.body.innerHTML = `<div id="root"><div class="boot-header"></div><main id="first-screen" class="site-page"><h1>Harbour flat</h1><a href="/a">A</a><a href="/b">B</a></main></div>`;
});

describe('the server’s first screen', () => {
  test('its nodes move into the page’s place at the shell’s first commit, and are gone once the page renders', async () => {
    const heading = document.querySelector('h1');
    // A reader tabbed into it before the shell's code ran.
    const firstLink = document.querySelector<HTMLElement>('#first-screen a[href="/a"]')!;
    firstLink.focus();
    const { FirstScreenHandover, hasServerFirstScreen, ServerFirstScreen } = await import('./server-first-screen.tsx');
    expect(hasServerFirstScreen('/')).toBe(true);
    expect(hasServerFirstScreen('/elsewhere')).toBe(false);

    // They keep their place through the move.
    const root = createRoot(document.getElementById('root')!);
    const Page = ({ loaded }: { loaded: boolean }) => (
      <main id="main">
        {loaded ? (
          <>
            <h1>Harbour flat, the page’s own</h1>
            <a href="/a">A</a>
            <a href="/b">B, the page’s own</a>
            <FirstScreenHandover />
          </>
        ) : (
          <ServerFirstScreen />
        )}
      </main>
    );
    act(() => root.render(<Page loaded={false} />));
    // The very node the HTML painted, now inside the app's page area.
    expect(document.querySelector('#main h1')).toBe(heading);
    expect(document.querySelector('#main .first-screen-held')).not.toBeNull();
    expect(document.activeElement).toBe(firstLink);

    // A reader who tabbed to its second link keeps that place when the page takes over.
    document.querySelector<HTMLElement>('#main a[href="/b"]')!.focus();
    await act(async () => root.render(<Page loaded />));
    expect(document.querySelector('#main h1')?.textContent).toBe('Harbour flat, the page’s own');
    expect(document.activeElement?.textContent).toBe('B, the page’s own');
    expect(hasServerFirstScreen('/')).toBe(false); // never shown again
    act(() => root.unmount());
  });

  test('a first page the HTML came without a first screen for is marked interactive once it has rendered, once', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    performance.clearMarks(PAGE_INTERACTIVE_MARK);
    const { FirstScreenHandover, hasServerFirstScreen } = await import('./server-first-screen.tsx');
    expect(hasServerFirstScreen('/')).toBe(false);
    const root = createRoot(document.getElementById('root')!);
    const Page = ({ name }: { name: string }) => (
      <main id="main">
        <h1>{name}</h1>
        <FirstScreenHandover key={name} />
      </main>
    );
    act(() => root.render(<Page name="Search homes" />));
    expect(performance.getEntriesByName(PAGE_INTERACTIVE_MARK)).toHaveLength(1);
    // A later page inside the app is no first load: no second mark.
    act(() => root.render(<Page name="Offers" />));
    expect(performance.getEntriesByName(PAGE_INTERACTIVE_MARK)).toHaveLength(1);
    act(() => root.unmount());
  });

  test('the page takes the answer by its key, at once and once', async () => {
    expect(takeFirstScreenRead('listing/b')).toBeUndefined();
    expect(takeFirstScreenRead('listing/a')).toEqual({ name: '</script>' });
    // Asked again during the same render: the same answer; later: none (the block has left).
    expect(takeFirstScreenRead('listing/a')).toEqual({ name: '</script>' });
    expect(document.getElementById('first-screen-read')).toBeNull();
    await Promise.resolve();
    expect(takeFirstScreenRead('listing/a')).toBeUndefined();
  });

  test('when the page cannot load, its painted links stay under the Retry notice, and its buttons wait no more', async () => {
    document.querySelector('#first-screen')!.insertAdjacentHTML('beforeend', '<button aria-busy="true">Share</button>');
    const heading = document.querySelector('h1');
    const { RemoteErrorBoundary } = await import('./remote-error-boundary.tsx');
    const { PaintedFirstScreen, ServerFirstScreen } = await import('./server-first-screen.tsx');
    const Failing = ({ fail }: { fail: boolean }) => {
      if (fail) throw new Error('remote unreachable');
      return <ServerFirstScreen />;
    };
    const root = createRoot(document.getElementById('root')!);
    const App = ({ fail }: { fail: boolean }) => (
      <main id="main">
        <RemoteErrorBoundary remoteLabel="Browsing" onRetry={() => undefined} painted={<PaintedFirstScreen />}>
          <Failing fail={fail} />
        </RemoteErrorBoundary>
      </main>
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => root.render(<App fail={false} />));
    act(() => root.render(<App fail />));
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('could not be loaded');
    expect(document.querySelector('#main .first-screen-held h1')).toBe(heading);
    expect(document.querySelector('#main a[href="/b"]')).not.toBeNull();
    expect(document.querySelector('#main button[aria-busy]')).toBeNull();
    act(() => root.unmount());
    warn.mockRestore();
    error.mockRestore();
  });
});
