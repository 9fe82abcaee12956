// Which E2E files may share the site with others (issue 84). Every journey makes its own users and
// homes, so journeys may run side by side, one file per worker. These files run after them, alone:
import { availableParallelism } from 'node:os';

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

/**
 * Workers for the journeys: E2E_WORKERS, else one per two cores. On our 2-core machines that is one:
 * tried with two (2026-12-05), the site, its emulators and two Chromiums held a load average of 13,
 * the suite ran no faster than with one (5–6 tests a minute against 9), and the heaviest journeys
 * reached their 60 s limit. On a bigger machine the journeys spread out by themselves.
 */
export function e2eWorkers(): number {
  const asked = Number(process.env.E2E_WORKERS);
  if (Number.isInteger(asked) && asked > 0) return asked;
  return Math.max(1, Math.floor(availableParallelism() / 2));
}
