import { describe, expect, test } from 'vitest';
import { inlineStylesheets } from './inline-entry-stylesheet.ts';

const css = (source: string | Uint8Array) => ({ type: 'asset' as const, source });

describe('inlineStylesheets', () => {
  test("puts a small stylesheet of the bundle into the page in the link's place, naming its file", () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"><script></script></head>';
    expect(inlineStylesheets(html, { 'assets/index-1.css': css('body{margin:0}') })).toBe(
      '<head><style data-href="/assets/index-1.css">body{margin:0}</style><script></script></head>',
    );
    expect(inlineStylesheets(html, { 'assets/index-1.css': css(new TextEncoder().encode('p{color:red}')) })).toContain(
      '>p{color:red}</style>',
    );
  });

  test('leaves other links, files it did not build, large files and markup-like CSS linked', () => {
    const preload = '<link rel="modulepreload" href="/assets/a.js">';
    const linked = '<link rel="stylesheet" href="/assets/big.css">';
    expect(inlineStylesheets(preload, { 'assets/a.js': { type: 'chunk' } })).toBe(preload);
    expect(inlineStylesheets(linked, {})).toBe(linked);
    const varied = Array.from({ length: 200 }, (_, index) => `.c${index}{margin:${index * 7}px}`).join('');
    expect(inlineStylesheets(linked, { 'assets/big.css': css(varied) }, 500)).toBe(linked);
    expect(inlineStylesheets(linked, { 'assets/big.css': css('a::after{content:"</style>"}') })).toBe(linked);
  });

  test('measures a stylesheet as it is sent: compressed', () => {
    const linked = '<link rel="stylesheet" href="/assets/index-1.css">';
    const repetitive = '.a{margin:0}'.repeat(1000);
    expect(repetitive.length).toBeGreaterThan(8 * 1024);
    expect(inlineStylesheets(linked, { 'assets/index-1.css': css(repetitive) })).toContain('<style data-href=');
  });
});
