// Monolith build mode of the shell (benchmark only): the same remote pages, imported directly
// instead of through Module Federation. Replaces shell/src/features/remotes/remote-registry.ts.
// Every remote of the app registry, found by its folder: a new remote needs no line here.
import type { ComponentType } from 'react';
import type { PageCode } from 'site-contract';
import { APPS, REMOTE_NAMES } from '../../tooling/apps.ts';

type PagesModule = { pages: Record<string, ComponentType> };

/** Each app's exposed pages, by path (`../../<folder>/src/app/pages.ts`), loaded on first use. */
const PAGES = import.meta.glob<PagesModule>('../../*/src/app/pages.ts');

const LOADERS: Record<string, (() => Promise<PagesModule>) | undefined> = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, PAGES[`../../${APPS[name].folder}/src/app/pages.ts`]]),
);

export async function forgetRemote(): Promise<void> {}

export async function loadRemotePage(remote: string, page: string): Promise<ComponentType> {
  const loader = LOADERS[remote];
  if (!loader) throw new Error(`unknown remote ${remote}`);
  const component = (await loader()).pages[page];
  if (!component) throw new Error(`${remote} has no page ${page}`);
  // As the composed shell does: a page whose own code loads apart is loaded before it mounts.
  await (component as PageCode).loadCode?.();
  return component;
}

type BadgesModule = { badges: Record<string, ComponentType> };

/** Each app's exposed nav badges (`../../<folder>/src/app/badges.ts`), where it has them. */
const BADGES = import.meta.glob<BadgesModule>('../../*/src/app/badges.ts');

export async function loadRemoteBadge(remote: string, name: string): Promise<ComponentType> {
  const app = (APPS as Partial<Record<string, { folder: string }>>)[remote];
  const loader = app ? BADGES[`../../${app.folder}/src/app/badges.ts`] : undefined;
  const component = loader ? (await loader()).badges[name] : undefined;
  if (!component) throw new Error(`${remote} has no badge ${name}`);
  return component;
}
