// Vite plugin for the remotes: the page a remote runs in standalone (`pnpm dev` in its folder, and
// its own build's index.html), written once. A remote's index.html holds only what is its own, its
// title; this lays the page around it (head, root element, the remote's entry) before Vite reads
// the entry from it. Typed structurally: `vite` resolves from each app, not from tooling/.

/** The whole standalone page for the `index.html` given (its `<title>` kept). */
export function standalonePageHtml(indexHtml: string): string {
  const title = /<title>[^<]*<\/title>/.exec(indexHtml)?.[0];
  if (!title) throw new Error('standalonePage: index.html needs its <title>');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    ${title}
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;
}

export function standalonePage() {
  return {
    name: 'marketplace-standalone-page',
    transformIndexHtml: { order: 'pre' as const, handler: standalonePageHtml },
  };
}
