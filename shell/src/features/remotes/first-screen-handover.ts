// What a person did on the server's first screen before the page took it over (issue 50;
// decision record 029), given to the page: what they typed or chose in its fields, the panels
// they opened, and the taps the first-load script kept on its buttons (site-contract's
// takeFirstScreenTaps), each found again at the same place in the page's own markup.
import {
  elementAt,
  pathWithin,
  PAGE_INTERACTIVE_MARK,
  takeFirstScreenTaps,
  type FirstScreenToggledAttribute,
} from 'site-contract';

const CARRIED = 'input, textarea, select, details';
const TOGGLED: FirstScreenToggledAttribute = 'data-first-screen-toggled';

/** Sets a field's value as typing does, so React's change handler sees it. */
function type(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  // The prototype's setter: React tracks the element's own, and would not see a change made through it.
  const prototype: unknown = Object.getPrototypeOf(field);
  Reflect.set(prototype as object, 'value', value, field);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Whether a person changed `field` on the server's markup (its value is not the markup's). */
function changed(field: Element): boolean {
  if (field instanceof HTMLDetailsElement) return field.hasAttribute(TOGGLED);
  if (field instanceof HTMLInputElement)
    return field.type === 'checkbox' || field.type === 'radio'
      ? field.checked !== field.defaultChecked
      : field.type !== 'file' && field.value !== field.defaultValue;
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return false;
}

/**
 * Carries the state a person gave a field or panel of the server's markup to the page's same one;
 * whether it did.
 */
function carry(was: Element, now: Element | null): boolean {
  if (!now || was.tagName !== now.tagName || !changed(was)) return false;
  if (was instanceof HTMLDetailsElement && now instanceof HTMLDetailsElement) {
    if (was.open === now.open) return false;
    now.querySelector('summary')?.click();
  } else if (was instanceof HTMLInputElement && now instanceof HTMLInputElement) {
    if (was.type !== now.type) return false;
    if (was.type === 'checkbox' || was.type === 'radio') {
      if (was.checked === now.checked) return false;
      now.click();
    } else {
      if (was.value === now.value) return false;
      type(now, was.value);
    }
  } else if (
    (was instanceof HTMLTextAreaElement && now instanceof HTMLTextAreaElement) ||
    (was instanceof HTMLSelectElement && now instanceof HTMLSelectElement)
  ) {
    if (was.value === now.value) return false;
    type(now, was.value);
  } else return false;
  return true;
}

/** Resolves once the page has rendered the changes just given to it (React renders them in a task's microtasks). */
const rendered = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Whether the caret of `field` can be read and set (text-like inputs and text areas). */
function hasCaret(field: Element): field is HTMLInputElement | HTMLTextAreaElement {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return false;
  try {
    return field.selectionStart !== null;
  } catch {
    return false;
  }
}

/**
 * Gives the focus a reader had on the server's `was` to the page's same element, with the caret
 * where it was: the keys they go on pressing reach the page's field.
 */
function refocus(was: Element, now: Element | null) {
  if (!(now instanceof HTMLElement) || was.tagName !== now.tagName) return;
  now.focus({ preventScroll: true });
  if (document.activeElement !== now || !hasCaret(was) || !hasCaret(now)) return;
  now.setSelectionRange(was.selectionStart, was.selectionEnd, was.selectionDirection ?? undefined);
}

/** What the page has been given of the server's first screen, for its taps to follow. */
export interface CarriedFirstScreen {
  area: Element;
  /** Whether a field or panel was changed (the taps wait for the page to render it). */
  carried: boolean;
}

/**
 * Gives the page rendered in `area` what was done on the server's first screen, held in `held`
 * (its nodes, now out of the document): the fields' values and the panels' state, as the page's
 * own change events, then the focus (`focused`, the element of `held` that had it) with its
 * caret. Called in the commit that replaced the server's nodes, before the browser takes another
 * key: one pressed in between would reach no field (a field inside a panel the page draws closed
 * cannot take the focus until the panel is opened).
 */
export function carryFirstScreen(held: Element, area: Element, focused: Element | null): CarriedFirstScreen {
  let carried = false;
  for (const was of held.querySelectorAll(CARRIED)) {
    const path = pathWithin(held, was);
    if (path) carried = carry(was, elementAt(area, path)) || carried;
  }
  const focusPath = focused && pathWithin(held, focused);
  if (focused && focusPath) refocus(focused, elementAt(area, focusPath));
  return { area, carried };
}

/**
 * Once the page's own effects have run (its listeners are there), clicks the taps the first-load
 * script kept, in order, at their places in the page (a search sent from a field typed before
 * sends what was typed), once each; the taps from now on reach the page itself.
 */
export async function replayFirstScreenTaps({ area, carried }: CarriedFirstScreen): Promise<void> {
  const taps = takeFirstScreenTaps();
  if (carried && taps.length > 0) await rendered();
  for (const tap of taps) {
    const control = elementAt(area, tap.path);
    if (tap.action === 'click' && control instanceof HTMLElement) control.click();
    else if (tap.action === 'submit' && control instanceof HTMLFormElement) control.requestSubmit();
  }
  performance.mark(PAGE_INTERACTIVE_MARK);
}

/** Stops keeping taps for a page that will not come, and clears the buttons' waiting state. */
export function letFirstScreenGo(held: Element) {
  takeFirstScreenTaps();
  for (const waiting of held.querySelectorAll('[aria-busy="true"]')) waiting.removeAttribute('aria-busy');
}
