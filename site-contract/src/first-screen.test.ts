// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { FRESH_FIRST_SCREEN_READ_MS, firstScreenReadUpdatedAt, takeFirstScreenRead } from './first-screen.ts';

function pageWithRead(readAt?: number) {
  const block = document.createElement('script');
  block.id = 'first-screen-read';
  block.type = 'application/json';
  block.dataset.key = 'listing/a1';
  if (readAt !== undefined) block.dataset.readAt = String(readAt);
  block.textContent = JSON.stringify({ name: 'Flat' });
  document.head.append(block);
}

afterEach(async () => {
  document.getElementById('first-screen-read')?.remove();
  await Promise.resolve(); // the taken read is let go after the render's microtask
});

describe('firstScreenReadUpdatedAt (issue 83)', () => {
  it('is the read’s time for a page made just now: the page makes no read of its own', () => {
    const now = 1_800_000_000_000;
    pageWithRead(now - 1_000);
    expect(takeFirstScreenRead('listing/a1')).toEqual({ name: 'Flat' });
    expect(firstScreenReadUpdatedAt(now)).toBe(now - 1_000);
  });

  it('is 0 for a page a CDN kept, or one that does not say when it was read: the page reads again', () => {
    const now = 1_800_000_000_000;
    pageWithRead(now - FRESH_FIRST_SCREEN_READ_MS - 1);
    takeFirstScreenRead('listing/a1');
    expect(firstScreenReadUpdatedAt(now)).toBe(0);
  });

  it('is 0 without a read time', async () => {
    pageWithRead();
    takeFirstScreenRead('listing/a1');
    expect(firstScreenReadUpdatedAt()).toBe(0);
  });
});
