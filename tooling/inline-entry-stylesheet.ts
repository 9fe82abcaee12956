// Vite plugin for the shell: writes its stylesheet into index.html instead of linking it.
// A linked stylesheet blocks the first paint until it has come back (one more round trip after
// the HTML), while the page's modulepreloads compete for the same connection; inline, the boot
// status and the page frame paint as soon as the HTML is parsed. The shell's stylesheet is inlined
// whole (a larger one stays linked) and says which file it is (`data-href`): under a first screen
// the site's server cuts it to what the page's markup uses and loads the file with the site's code.
// Typed structurally: `vite` resolves from each app, not from tooling/.
import { gzipSync } from 'node:zlib';
import type { InlinedStylesheetAttribute } from '../site-contract/src/index.ts';

interface BundleChunk {
  type: 'chunk';
}
interface BundleAsset {
  type: 'asset';
  source: string | Uint8Array;
}

/**
 * Stylesheets above this size on the wire (gzip bytes) stay linked: inlined, they would delay the
 * HTML itself. Measured as sent, not as written: a page without a first screen is about 1.5 KB of
 * HTML besides, so with 3 KB of styles it stays far inside the ten segments (about 14.6 KB) a new
 * connection carries in its first round trip (decision record 040). (Until issue 88 the cut was
 * 8 KB before compression, about 2.4 KB gzip of this CSS.)
 */
export const INLINE_STYLESHEET_MAX_GZIP_BYTES = 3 * 1024;

/** The attribute naming the file a `<style>` holds (the site's server reads it: functions/src/pages/app-page.ts). */
const INLINED_FROM: InlinedStylesheetAttribute = 'data-href';

/**
 * `html` with each `<link rel="stylesheet" href="/…">` of the bundle replaced by a `<style>` holding
 * the file (naming it), when it is small enough and cannot end the element early. Others are left
 * as they are.
 */
export function inlineStylesheets(
  html: string,
  bundle: Record<string, BundleChunk | BundleAsset>,
  maxGzipBytes = INLINE_STYLESHEET_MAX_GZIP_BYTES,
): string {
  return html.replace(/<link\b[^>]*>/g, (tag) => {
    if (!/\brel="stylesheet"/.test(tag)) return tag;
    const fileName = /\bhref="\/([^"]+\.css)"/.exec(tag)?.[1];
    const asset = fileName ? bundle[fileName] : undefined;
    if (!asset || asset.type !== 'asset') return tag;
    const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
    if (gzipSync(css).length > maxGzipBytes || /<\/style/i.test(css)) return tag;
    return `<style ${INLINED_FROM}="/${fileName}">${css}</style>`;
  });
}

export function inlineEntryStylesheet() {
  return {
    name: 'marketplace-inline-entry-stylesheet',
    apply: 'build' as const,
    transformIndexHtml: {
      order: 'post' as const,
      handler: (html: string, ctx: { bundle?: Record<string, BundleChunk | BundleAsset> }) =>
        inlineStylesheets(html, ctx.bundle ?? {}),
    },
  };
}
