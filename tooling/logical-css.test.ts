// Layouts in logical properties (issue 88: "so a right-to-left language can come later"): no
// stylesheet of the site's own says left or right where it means the start or the end of a line
// (margin-inline-start, inset-inline-end, text-align: start). A line that means a physical side
// says why in a `/* physical: … */` comment (a centring translation; Leaflet's controls, which
// stay top left in every direction).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
/** Folders of built output, packages and tools' own files: not the site's stylesheets. */
const SKIPPED = new Set(['node_modules', 'dist', 'lib', 'dist-monolith', 'coverage', 'results']);

/** The stylesheets under `dir`, relative to the root. */
function stylesheetsIn(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.') || SKIPPED.has(entry.name) ? [] : stylesheetsIn(file);
    return entry.name.endsWith('.css') ? [file] : [];
  });
}
const stylesheets = stylesheetsIn('').sort();

/** A declaration that names a physical side of a line. */
const PHYSICAL =
  /(^|[\s;{])((margin|padding|border)-(left|right)(-(width|style|color))?|left|right|border-(top|bottom)-(left|right)-radius)\s*:|(text-align|float|clear)\s*:\s*(left|right)\b/;

/** The lines of `css` that name a physical side without saying why. */
function physicalLines(css: string): string[] {
  return css
    .replace(/\/\*(?![^*]*physical:)[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .split('\n')
    .filter((line) => PHYSICAL.test(line) && !line.includes('physical:'))
    .map((line) => line.trim());
}

test('the finder sees a physical side, and a reason lets one through', () => {
  expect(physicalLines('.a {\n  margin-left: 4px;\n  padding-inline-end: 2px;\n}')).toEqual(['margin-left: 4px;']);
  expect(physicalLines('.b { right: 0; text-align: left; }')).toHaveLength(1);
  expect(physicalLines('.c {\n  left: 50%; /* physical: centred */\n  inset-inline-start: 0;\n}')).toEqual([]);
  // Words in a comment are not declarations; logical names that end in a side are not physical.
  expect(physicalLines('/* the left column */\n.d { border-start-start-radius: 2px; }')).toEqual([]);
});

test.each(stylesheets)('%s lays out in logical properties', (file) => {
  expect(physicalLines(readFileSync(path.join(root, file), 'utf8'))).toEqual([]);
});
