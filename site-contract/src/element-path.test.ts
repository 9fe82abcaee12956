// @vitest-environment jsdom
import { expect, test } from 'vitest';
import { elementAt, pathWithin } from './element-path.ts';

test('a control is found again at its place, past the preload links the browser render hoists away', () => {
  const server = document.createElement('main');
  server.innerHTML =
    '<link rel="preload" as="image" href="/a.webp"><section><h1>Homes</h1><ul><li>A</li></ul><button>Load More</button></section>';
  const page = document.createElement('main');
  page.innerHTML = '<section><h1>Homes</h1><ul><li>A</li></ul><button>Load More</button></section>';
  const tapped = server.querySelector('button')!;
  const path = pathWithin(server, tapped);
  expect(path).toEqual([0, 2]);
  expect(elementAt(page, path!)).toBe(page.querySelector('button'));
  expect(elementAt(page, [0, 7])).toBeNull();
  expect(pathWithin(page, tapped)).toBeNull();
});
