// The developer's checkout the slice proofs deploy from (scripts/lib/new-slice-copy.mjs): mf-viewings
// with a feature of its own as one commit, and a slice `pnpm new-remote` wrote, both built. The test
// command's slice proof hands its copy over (NEW_SLICE_COPY), tested and built, so the E2E run
// builds nothing; a spec run on its own makes and builds one (a few minutes).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  buildNewSlice,
  isBuiltNewSliceCopy,
  makeNewSliceCopy,
  NEW_SLICE_COPY_ENV,
} from '../../scripts/lib/new-slice-copy.mjs';
import { othersHashes } from '../../scripts/lib/slice-files.mjs';
import { root } from './deploy.ts';

export interface SliceCopy {
  /** The copy's folder. */
  copy: string;
  /** Hashes of what the new slice's deploy may not touch, as they were before it was written. */
  othersBefore: Record<string, string>;
  /** Removes the copy when this run made it (a handed copy is the test command's to remove). */
  dispose(): void;
}

export async function sliceCopy(): Promise<SliceCopy> {
  const handed = process.env[NEW_SLICE_COPY_ENV];
  // What new-remote itself may not touch, the slice proof checked; here, what the deploy may not.
  if (handed && isBuiltNewSliceCopy(handed))
    return { copy: handed, othersBefore: othersHashes(handed), dispose: () => undefined };
  const copy = mkdtempSync(path.join(tmpdir(), 'slice-copy-'));
  let othersBefore: Record<string, string> = {};
  await makeNewSliceCopy(root, copy, { beforeNewRemote: () => (othersBefore = othersHashes(copy)) });
  await buildNewSlice(copy);
  return { copy, othersBefore, dispose: () => rmSync(copy, { recursive: true, force: true }) };
}
