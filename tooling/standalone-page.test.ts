import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { APPS, REMOTE_NAMES } from './apps.ts';
import { standalonePageHtml } from './standalone-page.ts';

test("lays the standalone page around a remote's title: head, root element, entry", () => {
  const html = standalonePageHtml('<!doctype html>\n<title>mf-account (standalone)</title>\n');
  expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
  expect(html).toMatch(
    /<head>\s*<meta charset="UTF-8" \/>\s*<meta name="viewport"[^>]*>\s*<title>mf-account \(standalone\)<\/title>\s*<\/head>/,
  );
  expect(html).toMatch(/<body>\s*<div id="root"><\/div>\s*<script type="module" src="\/src\/main.tsx"><\/script>/);
});

test('refuses an index.html without a title', () => {
  expect(() => standalonePageHtml('<!doctype html>')).toThrow(/title/);
});

test("each remote's index.html and the generator's template hold their title only", () => {
  const pages = [
    ...REMOTE_NAMES.map((name) => path.join(APPS[name].folder, 'index.html')),
    'tooling/remote-template/index.html.tmpl',
  ];
  for (const page of pages) {
    const html = readFileSync(path.resolve(import.meta.dirname, '..', page), 'utf8');
    expect(standalonePageHtml(html), page).toContain('(standalone)</title>');
    expect(html, page).not.toContain('<script');
  }
});
