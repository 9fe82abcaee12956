// `pnpm bench:photo-memory`: the photo function's peak memory (issue 47). Each photo is checked and
// sized as the trigger does it (mf-listing-editor/functions/lib/photo-sizes.js: readPhoto, then sizesOf), in a Node
// process of its own, and the process's peak resident memory is printed: on the largest photos the
// check accepts (50 megapixels, each format, under Storage's 2 MB) and on refused ones that declare
// more. The trigger's declared memory (photo-check-trigger.ts) is set from the largest figure, with
// room to spare. Figures only, no pass or fail.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';

const functionsDir = path.resolve(import.meta.dirname, '../mf-listing-editor/functions');
const library = path.join(functionsDir, 'lib/photo-sizes.js');
// sharp is the functions' dependency: the photos are drawn with it, in this process (the
// measurements run in others).
const sharp = createRequire(path.join(functionsDir, 'package.json'))('sharp');
execFileSync(process.execPath, [path.join(functionsDir, 'build.mjs')], { stdio: 'inherit' });

const flat = (width, height, channels = 3) => sharp({ create: { width, height, channels, background: '#8a6' } });
const photos = [
  ['PNG 10000×5000 (accepted)', () => flat(10000, 5000).png({ compressionLevel: 9 }).toBuffer()],
  ['PNG 10000×5000 RGBA interlaced (accepted)', () => flat(10000, 5000, 4).png({ progressive: true }).toBuffer()],
  [
    'JPEG 10000×5000 progressive (accepted)',
    () => flat(10000, 5000).jpeg({ progressive: true, quality: 50 }).toBuffer(),
  ],
  ['WebP 10000×5000 (accepted)', () => flat(10000, 5000).webp({ quality: 50 }).toBuffer()],
  ['PNG 16000×16000 (refused)', () => flat(16000, 16000).png({ compressionLevel: 9 }).toBuffer()],
  ['PNG 16383×16383 (refused)', () => flat(16383, 16383).png({ compressionLevel: 9 }).toBuffer()],
];

const measure = `
  import { readFileSync } from 'node:fs';
  const { readPhoto, sizesOf } = await import(${JSON.stringify(library)});
  const bytes = readFileSync(process.argv[1]);
  const read = await readPhoto(bytes);
  const outcome = 'photo' in read ? 'sizes ' + (await sizesOf(read.photo)).map((s) => s.width + 'x' + s.height).join(', ') : read.problem;
  console.log(JSON.stringify({ outcome, peakMiB: process.resourceUsage().maxRSS / 1024 }));
`;

const dir = mkdtempSync(path.join(tmpdir(), 'photo-memory-'));
const idle = spawnSync(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    `await import(${JSON.stringify(library)}); console.log(process.resourceUsage().maxRSS / 1024)`,
  ],
  { encoding: 'utf8' },
);
console.log(`\nA Node process with the photo code loaded: ${Number(idle.stdout).toFixed(0)} MiB\n`);
console.log('photo'.padEnd(44), 'bytes'.padStart(10), 'peak MiB'.padStart(9), ' outcome');
let largest = 0;
try {
  for (const [label, make] of photos) {
    const file = path.join(dir, 'photo');
    const bytes = await make();
    writeFileSync(file, bytes);
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', measure, file], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`${label}: ${run.stderr}`);
    const { outcome, peakMiB } = JSON.parse(run.stdout.trim().split('\n').at(-1));
    largest = Math.max(largest, peakMiB);
    console.log(label.padEnd(44), String(bytes.length).padStart(10), peakMiB.toFixed(0).padStart(9), ` ${outcome}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`\nLargest peak: ${largest.toFixed(0)} MiB (the trigger declares its memory from this figure).`);
