// The exposed badges of mf-messages (`mf_messages/badges`): what the shell draws beside this
// remote's nav entries for a signed-in person (site-contract's NavEntry.badge), loaded apart
// from the pages so the nav's count does not bring the inbox's code.
import { UnreadBadge } from '../features/unread/components/unread-badge.tsx';

export { contract } from './shell-contract.ts';

export const badges = { UnreadBadge };
