// The exposed badges of mf-viewings (`mf_viewings/badges`): what the shell draws beside this
// remote's nav entry for a signed-in person, loaded apart from the pages.
import { ViewingsBadge } from '../features/viewings-badge/components/viewings-badge.tsx';

export { contract } from './shell-contract.ts';

export const badges = { ViewingsBadge };
