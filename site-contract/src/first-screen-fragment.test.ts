import { describe, expect, test } from 'vitest';
import { parseFirstScreenFragment } from './first-screen-fragment.ts';

describe("a slice's first-screen fragment", () => {
  test('a first screen, with its head and status', () => {
    const fragment = { status: 404, head: { title: 't', description: 'd', tags: '' } };
    expect(parseFirstScreenFragment(fragment)).toEqual(fragment);
    expect(parseFirstScreenFragment({ status: 200, screen: { html: '<p>', key: 'k', answer: [] } })).toBeDefined();
  });

  test('a page that is another address of the site: where to send the browser', () => {
    const fragment = { status: 302, location: '/search?q=Edinburgh&in=t-2650225' };
    expect(parseFirstScreenFragment(fragment)).toEqual(fragment);
  });

  test('never another host, never a redirect without its address, no other status', () => {
    for (const location of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'search'])
      expect(parseFirstScreenFragment({ status: 302, location }), location).toBeUndefined();
    expect(parseFirstScreenFragment({ status: 302 })).toBeUndefined();
    expect(parseFirstScreenFragment({ status: 301, location: '/x' })).toBeUndefined();
    expect(parseFirstScreenFragment({ status: 500 })).toBeUndefined();
  });
});
