// Which E2E files may share the site with others (issue 84). Every journey makes its own users and
// homes, so journeys run side by side, one file per worker. These files run after them, one at a time:
export const EXCLUSIVE_SPECS = [
  // They stop a remote's origin or the Storage emulator (support/control.ts), which every other page
  // open at that moment would see.
  'account.spec.ts',
  'editor-photos.spec.ts',
  'search.spec.ts',
  'shell.spec.ts',
  // They build and deploy a slice (a copy of the repo, a new remote), seconds of both cores.
  'independent-delivery.spec.ts',
  'new-remote.spec.ts',
  // They judge what a page does in time or in pixels (a slowed CPU, first taps, the first screen, live
  // counts within 2 s, screenshots, bytes downloaded): another worker's load would judge the machine.
  'first-tap.spec.ts',
  'first-screen.spec.ts',
  'page-loading.spec.ts',
  'early-reads.spec.ts',
  'live-counts.spec.ts',
  'visual.spec.ts',
  'bundle-budget.spec.ts',
];

/** Workers for the journeys: E2E_WORKERS, else 2 (the site and its backend share the two cores). */
export function e2eWorkers(): number {
  const asked = Number(process.env.E2E_WORKERS);
  if (Number.isInteger(asked) && asked > 0) return asked;
  return 2;
}
