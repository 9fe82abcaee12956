// Makes the sizes the pages show (photos/photo-sizes.ts) of every uploaded photo that lacks one:
// the photos uploaded before the server made sizes. The trigger makes them for every new upload;
// this fills in the rest, with the same code. Idempotent: a second run makes nothing. Past the
// rules, with the Firebase Admin SDK. Built with the functions (pnpm --filter mf-listing-editor-functions build):
//   node mf-listing-editor/functions/lib/make-photo-sizes.js --local          the local backend (pnpm start)
//   node mf-listing-editor/functions/lib/make-photo-sizes.js --project <id>   a real project, with Application Default
//                                                           Credentials (GOOGLE_APPLICATION_CREDENTIALS)
// Options: --bucket <name> (default: <project>.appspot.com), --dry-run (count only).
import { initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { HOST, PORTS, PROJECT_ID } from '../../../../backend/config.mjs';
import { readPhoto } from '../photos/photo-check.ts';
import { sizesOf } from '../photos/photo-sizes.ts';
import { lacksSizes, writeSizes } from '../photos/photo-size-files.ts';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const local = args.includes('--local');
const project = local ? PROJECT_ID : option('--project');
if (!project) {
  console.error(
    'Usage: node mf-listing-editor/functions/lib/make-photo-sizes.js (--local | --project <id>) [--bucket <name>] [--dry-run]',
  );
  process.exit(1);
}
if (local) {
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `${HOST}:${PORTS.storage}`;
  process.env.STORAGE_EMULATOR_HOST = `http://${HOST}:${PORTS.storage}`;
}
const dryRun = args.includes('--dry-run');
const bucket = getStorage(initializeApp({ projectId: project }, 'photo-sizes')).bucket(
  option('--bucket') ?? `${project}.appspot.com`,
);

let seen = 0;
let made = 0;
let notPhotos = 0;
let pageToken: string | undefined;
do {
  const [files, next] = await bucket.getFiles({ prefix: 'images/', maxResults: 200, autoPaginate: false, pageToken });
  for (const file of files) {
    seen += 1;
    if (!(await lacksSizes(bucket, file.name))) continue;
    if (dryRun) {
      made += 1;
      continue;
    }
    const [bytes] = await file.download();
    const read = await readPhoto(bytes);
    if ('problem' in read) {
      notPhotos += 1; // the trigger refuses these; left for it, or for whoever looks
      continue;
    }
    await writeSizes(bucket, file.name, await sizesOf(read.photo));
    made += 1;
  }
  pageToken = (next as { pageToken?: string } | null)?.pageToken;
} while (pageToken);

console.log(
  `${seen} photos seen; ${dryRun ? 'would make' : 'made'} the sizes of ${made}` +
    (notPhotos ? `; ${notPhotos} are not real photos (no sizes)` : ''),
);
