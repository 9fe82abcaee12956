import { describe, expect, test } from 'vitest';
import { withHead } from './page-head.ts';

const INDEX = `<!doctype html><html lang="en"><head>
    <meta name="description" content="Find homes." />
    <title>House Marketplace</title>
  </head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

describe('a page’s head in the shell’s page', () => {
  test('replaces the title and the description, adds the tags before any script, escapes the texts', () => {
    const html = withHead(INDEX, {
      title: 'Homes for <rent>',
      description: 'Flats & "houses"',
      tags: '<meta name="robots" content="noindex" />',
    });
    expect(html).toContain('<title>Homes for &lt;rent&gt;</title>');
    expect(html).toContain('<meta name="description" content="Flats &amp; &quot;houses&quot;" />');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html.indexOf('noindex')).toBeLessThan(html.indexOf('<script type="module"'));
  });
});
