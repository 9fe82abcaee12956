// The exposed badges of mf-browse (`mf_browse/badges`): what the shell draws beside this remote's
// nav entries for a signed-in person (site-contract's NavEntry.badge), apart from the pages.
import { AlertsBadge } from '../features/alerts/components/alerts-badge.tsx';

export { contract } from './shell-contract.ts';

export const badges = { AlertsBadge };
