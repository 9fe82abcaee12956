// `node scripts/turbo.mjs <args>`: turbo with the project's settings (scripts/lib/turbo.mjs), for
// the root package.json's scripts.
import { runTurbo } from './lib/turbo.mjs';

process.exit(await runTurbo(process.argv.slice(2)));
