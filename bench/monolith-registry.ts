// Monolith build mode of the shell (benchmark only): the same remote pages, imported directly
// instead of through Module Federation. Replaces shell/src/features/remotes/remote-registry.ts.
import type { ComponentType } from 'react';

type PagesModule = { pages: Record<string, ComponentType> };

const LOADERS: Record<string, () => Promise<PagesModule>> = {
  mf_browse: () => import('../mf-browse/src/app/pages.ts'),
  mf_account: () => import('../mf-account/src/app/pages.ts'),
  mf_listing_editor: () => import('../mf-listing-editor/src/app/pages.ts'),
};

export async function forgetRemote(): Promise<void> {}

export async function loadRemotePage(remote: string, page: string): Promise<ComponentType> {
  const loader = LOADERS[remote];
  if (!loader) throw new Error(`unknown remote ${remote}`);
  const component = (await loader()).pages[page];
  if (!component) throw new Error(`${remote} has no page ${page}`);
  return component;
}
