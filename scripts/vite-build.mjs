// `vite build` for an app of the composed site (each app's `build` script), tried again when it fails
// on the federation plugin's known race, and only then.
//
// @module-federation/vite narrows the `import: false` share wrappers (a remote's react,
// shared-firebase…) to the names the app imports, once it judges the module graph parsed: when
// every module it has seen start has finished, for 10 ms. On a loaded machine (2 cores, several
// apps built at once) that lull can come before the last importers are found, and the build stops
// with `[MISSING_EXPORT] "name" is not exported by "…__loadShare__…"` (seen once in mf-listing-editor,
// `firestoreDocumentsAddress`, 2026-12-02). That failure is loud, never a wrong bundle: a build that
// passes is complete. So that one error, and no other, is retried twice before the build fails.
import { spawn } from 'node:child_process';

const ATTEMPTS = 3;
const PLUGIN_RACE = /MISSING_EXPORT[\s\S]*__loadShare__/;

/** Runs `vite build <args>`, echoing its output; resolves to its exit code and what it printed. */
function viteBuild(args) {
  return new Promise((resolve, reject) => {
    const child = spawn('vite', ['build', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const args = process.argv.slice(2);
for (let attempt = 1; ; attempt += 1) {
  const { code, output } = await viteBuild(args);
  if (code === 0) process.exit(0);
  if (attempt === ATTEMPTS || !PLUGIN_RACE.test(output)) process.exit(code);
  process.stderr.write(
    `\nvite-build: a share wrapper missed an export (the federation plugin's export analysis ended early, see scripts/vite-build.mjs); building again (${attempt + 1} of ${ATTEMPTS})\n\n`,
  );
}
