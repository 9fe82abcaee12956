// @vitest-environment jsdom
import { afterEach, expect, test } from 'vitest';
import { TOASTS_BOTTOM, toastsBottom, watchToastRoom } from './toast-room.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function container(root: HTMLElement, toasts: number, bottom: number) {
  root.innerHTML = `<section class="Toastify"><div class="Toastify__toast-container Toastify__toast-container--top-right">${'<div class="Toastify__toast">Saved</div>'.repeat(toasts)}</div></section>`;
  const element = root.querySelector<HTMLElement>('.Toastify__toast-container--top-right')!;
  element.getBoundingClientRect = () => ({ bottom }) as DOMRect;
}

test('no toast takes no room', () => {
  const root = document.createElement('div');
  expect(toastsBottom(root)).toBe(0);
  container(root, 0, 180);
  expect(toastsBottom(root)).toBe(0);
});

test('the room follows the toasts as they come and go', async () => {
  const root = document.body.appendChild(document.createElement('div'));
  const target = document.createElement('div');
  const stop = watchToastRoom(root, target);
  expect(target.style.getPropertyValue(TOASTS_BOTTOM)).toBe('0px');
  container(root, 1, 152.4);
  await Promise.resolve(); // the mutation is told in a microtask
  expect(target.style.getPropertyValue(TOASTS_BOTTOM)).toBe('152px');
  root.innerHTML = '';
  await Promise.resolve();
  expect(target.style.getPropertyValue(TOASTS_BOTTOM)).toBe('0px');
  stop();
  expect(target.style.getPropertyValue(TOASTS_BOTTOM)).toBe('');
});
