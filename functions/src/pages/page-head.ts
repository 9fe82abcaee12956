// A page's head, written into the shell's index.html by the site's server (issue 38): the route's
// own (from the deployment) or the one the route's slice answered with its first screen (a
// listing's, issue 48).
import { escapeHtml, scriptJson } from '../../../shared-firebase/server/html-text.ts';
import type { FirstScreenPage } from '../../../site-contract/src/first-screen-fragment.ts';

export { escapeHtml, scriptJson };

/** A page's head: its title, description and the tags beyond them, as HTML. */
export type PageHead = NonNullable<FirstScreenPage['head']>;

/** `html` (the shell's index.html) with `head`: its title, description and tags. */
export function withHead(html: string, head: PageHead): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
  let page = /<title>[^<]*<\/title>/.test(html) ? html.replace(/<title>[^<]*<\/title>/, () => title) : html;
  page = /<meta name="description"[^>]*>/.test(page)
    ? page.replace(/<meta name="description"[^>]*>/, () => description)
    : page.replace('</head>', () => `    ${description}\n  </head>`);
  return page.replace('</head>', () => `    ${head.tags}\n  </head>`);
}
