// The first screen's stylesheet, cut to the rules its markup can use (issue 50). The site's server
// writes the remote's page styles into the HTML so the first screen is drawn before any script; a
// remote's styles serve all of its pages (a listing's, a form's), and every byte of HTML past the
// connection's first round trip (about 14 KB) delays the first paint by a round trip. Once the
// remote's code runs it loads its full stylesheets, so the rest is only postponed, not lost.
// Beasties (critical-CSS inlining, the field's tool for exactly this: Angular's and Nuxt's) decides
// which rules can match.
import { createHash } from 'node:crypto';
import Beasties from 'beasties';

const beasties = new Beasties({
  logLevel: 'silent',
  // Fonts and keyframes only where a kept rule names them.
  fonts: false,
  keyframes: 'critical',
  compress: true,
  // States the first screen takes before the page's code runs, which its markup does not have yet:
  // a panel opened (`[open]`), a tapped button waiting (`aria-busy`, issue 50), any ARIA or data state.
  allowRules: [/\[(open|aria-|data-)/],
});

/**
 * What of `markup` a selector can see: its elements, classes and attributes, with its words and the
 * values of attributes no stylesheet of the site selects on (addresses, photos, labels) blanked.
 * Two pages of one route (the newest homes an hour apart, two listings with the same facts) have
 * the same skeleton and so the same critical rules. Text is kept as one letter, so `:empty` sees
 * the same thing.
 */
export function markupSkeleton(markup: string): string {
  return markup
    .replace(/>([^<]*[^<\s][^<]*)</g, '>x<')
    .replace(/\s(href|src|srcset|alt|title|aria-label|datetime|content|value)="[^"]*"/g, ' $1=""');
}

/** Cut stylesheets by skeleton: Beasties takes 5 to 15 ms a page, the lookup none. */
const cut = new Map<string, Promise<string>>();
const CUT_KEPT = 200;

async function cutStyles(markup: string, styles: string): Promise<string> {
  const page = await beasties.process(
    `<!doctype html><html><head><style>${styles}</style></head><body>${markup}</body></html>`,
  );
  const kept = /<style>([\s\S]*?)<\/style>/.exec(page);
  return kept ? kept[1]! : '';
}

/** The rules of `styles` that can apply to `markup` (all of them, should the cut fail). */
export async function criticalStyles(markup: string, styles: string): Promise<string> {
  if (styles.trim() === '') return styles;
  const key = `${createHash('sha256').update(styles).digest('base64')}\n${markupSkeleton(markup)}`;
  let kept = cut.get(key);
  if (!kept) {
    kept = cutStyles(markup, styles);
    cut.set(key, kept);
    kept.catch(() => cut.delete(key));
    if (cut.size > CUT_KEPT) cut.delete(cut.keys().next().value!);
  }
  try {
    return await kept;
  } catch (error) {
    console.warn('sitePages: the first screen keeps its whole stylesheet', error);
    return styles;
  }
}
