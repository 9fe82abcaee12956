// What the shell expects of each remote: the pages its `./pages` entry provides (generated from
// the remotes' sources by scripts/remote-contract.mjs) and the page contract version.
import { REMOTE_PAGES } from './remote-pages.generated.ts';

export { REMOTE_PAGES };

/** Version of the page contract (router-free pages, no props) the shell speaks. */
export const PAGE_CONTRACT_VERSION = 1;

export type RemoteName = keyof typeof REMOTE_PAGES;
export type PageName<R extends RemoteName> = (typeof REMOTE_PAGES)[R][number];
export const REMOTE_NAMES = Object.keys(REMOTE_PAGES) as RemoteName[];
export const REMOTE_LABELS: Record<RemoteName, string> = {
  mf_browse: 'Browsing',
  mf_account: 'Account',
  mf_listing_editor: 'Listing editor',
};
