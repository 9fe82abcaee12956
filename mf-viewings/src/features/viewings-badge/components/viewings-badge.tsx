import { NavCount } from 'design-system/nav-count';
import { VIEWINGS_COUNT_LIMIT, useViewingsNewsCount } from '../../../api/viewings/viewings-badges.ts';

/**
 * The nav's count of viewings with news for the signed-in person (a request for their home, an
 * answer to theirs), drawn over the Viewings entry by the shell; live through the person's badges.
 */
export function ViewingsBadge() {
  return <NavCount count={useViewingsNewsCount()} limit={VIEWINGS_COUNT_LIMIT} />;
}
