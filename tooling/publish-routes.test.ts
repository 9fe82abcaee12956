import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { pageChunkFiles, type BundleChunk } from './publish-routes.ts';

const appDir = '/app';
const chunk = (fileName: string, fields: Partial<BundleChunk> = {}): BundleChunk => ({
  type: 'chunk',
  fileName,
  ...fields,
});

describe("a route's page chunk files", () => {
  test('the chunk, every chunk it reaches through its imports, then their stylesheets, each once', () => {
    const bundle: Record<string, BundleChunk> = {
      'assets/page.js': chunk('assets/page.js', {
        facadeModuleId: path.resolve(appDir, 'src/page.tsx'),
        imports: ['assets/dialog.js', 'assets/common.js'],
        viteMetadata: { importedCss: new Set(['assets/page.css']) },
      }),
      'assets/dialog.js': chunk('assets/dialog.js', {
        imports: ['assets/common.js'],
        viteMetadata: { importedCss: new Set(['assets/dialog.css']) },
      }),
      'assets/common.js': chunk('assets/common.js', { imports: ['assets/page.js'] }),
      'assets/other.js': chunk('assets/other.js', { viteMetadata: { importedCss: new Set(['assets/other.css']) } }),
    };
    expect(pageChunkFiles(bundle, appDir, 'src/page.tsx')).toEqual([
      'assets/page.js',
      'assets/dialog.js',
      'assets/common.js',
      'assets/page.css',
      'assets/dialog.css',
    ]);
  });

  test('a module that starts no chunk of its own fails the build', () => {
    expect(() => pageChunkFiles({}, appDir, 'src/page.tsx')).toThrow('src/page.tsx starts no chunk of its own');
  });
});
