// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { PAGE_INTERACTIVE_MARK, type FirstLoadState } from 'site-contract';
import { carryFirstScreen, replayFirstScreenTaps } from './first-screen-handover.ts';

/** The whole hand-over, as the shell gives it: the fields in the page's commit, then the taps. */
const handOverFirstScreen = (held: Element, area: Element) => replayFirstScreenTaps(carryFirstScreen(held, area, null));

const MARKUP =
  '<div><form><input name="q" value=""><input type="checkbox" name="pets"></form>' +
  '<details><summary>Filters</summary><select name="beds"><option>1</option><option>2</option></select></details>' +
  '<button type="button">Share</button><button type="button">Load More</button></div>';

/** The server's nodes (as a person left them) and the page's own render of the same markup. */
function screens() {
  const held = document.createElement('div');
  held.innerHTML = MARKUP;
  const area = document.createElement('main');
  area.innerHTML = MARKUP;
  document.body.append(area);
  return { held, area };
}

function keptTaps(taps: FirstLoadState['taps']) {
  const state: FirstLoadState = { reads: {}, taps };
  Reflect.set(window, '__MARKETPLACE_PRELOAD__', state);
  return state;
}

afterEach(() => {
  document.body.innerHTML = '';
  Reflect.deleteProperty(window, '__MARKETPLACE_PRELOAD__');
});

describe('handing the first screen over to the page', () => {
  test('each kept tap reaches the page’s button at the same place, once, and later taps are the page’s', async () => {
    const { held, area } = screens();
    const state = keptTaps([{ path: [0, 2], action: 'click' }]);
    const [share, more] = area.querySelectorAll('button');
    const shared = vi.fn();
    const loaded = vi.fn();
    share!.addEventListener('click', shared);
    more!.addEventListener('click', loaded);
    await handOverFirstScreen(held, area);
    expect(loaded).not.toHaveBeenCalled();
    expect(shared).toHaveBeenCalledTimes(1);
    expect(state.tookOver).toBe(true);
    await handOverFirstScreen(held, area);
    expect(shared).toHaveBeenCalledTimes(1);
  });

  test('what was typed, ticked, chosen and opened is carried over as the page’s own change events', async () => {
    const { held, area } = screens();
    keptTaps([]);
    held.querySelector<HTMLInputElement>('input[name=q]')!.value = 'Edinburgh';
    held.querySelector<HTMLInputElement>('input[name=pets]')!.checked = true;
    held.querySelector('select')!.value = '2';
    held.querySelector('details')!.open = true;
    held.querySelector('details')!.setAttribute('data-first-screen-toggled', ''); // opened by a tap
    const typed = vi.fn((event: Event) => (event.target as HTMLInputElement).value);
    area.querySelector('input[name=q]')!.addEventListener('input', typed);
    await handOverFirstScreen(held, area);
    expect(typed).toHaveReturnedWith('Edinburgh');
    expect(area.querySelector<HTMLInputElement>('input[name=pets]')!.checked).toBe(true);
    expect(area.querySelector('select')!.value).toBe('2');
    expect(area.querySelector('details')!.open).toBe(true);
  });

  test('a reader typing in a field of a panel the page draws closed goes on typing in the page’s field, caret in place', () => {
    const { held, area } = screens();
    keptTaps([]);
    const panel = held.querySelector('details')!;
    panel.open = true;
    panel.setAttribute('data-first-screen-toggled', '');
    panel.insertAdjacentHTML('beforeend', '<input name="place">');
    area.querySelector('details')!.insertAdjacentHTML('beforeend', '<input name="place">');
    const typing = held.querySelector<HTMLInputElement>('input[name=place]')!;
    typing.value = 'Edinbrgh';
    typing.setSelectionRange(6, 6); // mending the typo
    // In the same commit: the panel open, the text, then the focus at the same caret.
    const given = carryFirstScreen(held, area, typing);
    const field = area.querySelector<HTMLInputElement>('input[name=place]')!;
    expect(area.querySelector('details')!.open).toBe(true);
    expect(field.value).toBe('Edinbrgh');
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([6, 6]);
    expect(given.carried).toBe(true);
  });

  test('a focus on an element the page has something else in place of is not moved there', () => {
    const { held, area } = screens();
    keptTaps([]);
    area.querySelector('form')!.replaceWith(document.createElement('section'));
    carryFirstScreen(held, area, held.querySelector('input[name=q]'));
    expect(document.activeElement).toBe(document.body);
  });

  test('a form sent with Enter is sent again by the page, and the page is marked interactive', async () => {
    const { held, area } = screens();
    keptTaps([{ path: [0, 0], action: 'submit' }]);
    const sent = vi.fn((event: Event) => event.preventDefault());
    area.querySelector('form')!.addEventListener('submit', sent);
    await handOverFirstScreen(held, area);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(performance.getEntriesByName(PAGE_INTERACTIVE_MARK)).not.toHaveLength(0);
  });

  test('a tap whose place holds something else in the page is dropped', async () => {
    const { held, area } = screens();
    keptTaps([{ path: [0, 9], action: 'click' }]);
    await expect(handOverFirstScreen(held, area)).resolves.toBeUndefined();
  });

  test('what the page draws differently from the server, and nobody touched, stays as the page draws it', async () => {
    const { held, area } = screens();
    keptTaps([]);
    area.querySelector('details')!.open = true; // a desktop's filters, open in the page, closed in the markup
    area.querySelector<HTMLInputElement>('input[name=q]')!.value = 'Leeds';
    await handOverFirstScreen(held, area);
    expect(area.querySelector('details')!.open).toBe(true);
    expect(area.querySelector<HTMLInputElement>('input[name=q]')!.value).toBe('Leeds');
  });
});
