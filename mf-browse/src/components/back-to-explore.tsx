import { Trans } from '@lingui/react/macro';
import { buttonClass } from 'design-system/button';
import { Link } from 'react-router';

/** The way on from a page whose subject is not there. */
export function BackToExplore() {
  return (
    <Link to="/" className={buttonClass('secondary')}>
      <Trans>Back to Explore</Trans>
    </Link>
  );
}
