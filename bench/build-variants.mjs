// The two builds the benchmarks compare: the composed site (`pnpm build`, with the local
// deployment) and the monolith of the same sources (shell/dist-monolith), which routes as the
// composed site does: it gets the same deployment (its pages are bundled, so only the routes count).
import path from 'node:path';
import { readDeployment, writeDeployment } from '../scripts/lib/deployment.mjs';
import { runPnpm } from '../scripts/lib/pnpm.mjs';
import { repoRoot } from '../scripts/lib/site.mjs';

export const MONOLITH_DIST = path.join(repoRoot, 'shell', 'dist-monolith');

/** Builds both unless `--no-build` was passed; exits on a failed build. */
export async function buildVariants() {
  if (!process.argv.includes('--no-build')) {
    for (const args of [
      ['run', 'build'],
      ['--filter', 'shell', 'exec', 'vite', 'build', '--mode', 'monolith'],
    ]) {
      const status = await runPnpm(args, { cwd: repoRoot });
      if (status !== 0) process.exit(status);
    }
  }
  writeDeployment(MONOLITH_DIST, readDeployment(path.join(repoRoot, 'shell', 'dist')));
}
