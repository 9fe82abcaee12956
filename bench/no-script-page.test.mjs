import { describe, expect, it } from 'vitest';
import { withoutScripts } from './no-script-page.mjs';

describe('withoutScripts', () => {
  const page = [
    '<!doctype html><html lang="en"><head>',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    '<link rel="modulepreload" crossorigin href="/assets/a.js">',
    '<link rel="preload" as="script" href="/assets/b.js">',
    '<link rel="preload" as="image" href="http://photos/p.webp" fetchPriority="high"/>',
    '<link rel="after-first-screen" data-after-first-screen="modulepreload" href="/assets/c.js">',
    '<style>h1{color:red}</style>',
    '<script type="module" src="/assets/entry.js"></script>',
    '<script id="first-load-config" type="application/json">{"a":"</div>"}</script>',
    '</head><body><h1>Homes</h1>',
    '<script>\nwindow.x = "<p>";\n</SCRIPT >',
    '<img src="http://photos/p.webp" alt="A house"></body></html>',
  ].join('');

  it('takes out every script element and script preload, and keeps the rest', () => {
    const html = withoutScripts(page);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('/assets/a.js');
    expect(html).not.toContain('/assets/b.js');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(html).toContain('as="image" href="http://photos/p.webp"');
    // Inert until a script turns it into a preload: kept, as a browser without JavaScript has it.
    expect(html).toContain('data-after-first-screen="modulepreload" href="/assets/c.js"');
    expect(html).toContain('<style>h1{color:red}</style>');
    expect(html).toContain('</head><body><h1>Homes</h1><img src="http://photos/p.webp" alt="A house"></body>');
  });
});
