import { useEffect, useState } from 'react';
import { waitForFrame } from './use-painted.ts';

/**
 * False at a component's first render, true once the frame that shows it has been painted (and the
 * browser has had a moment to itself). What a component draws behind it is set up in a task of its
 * own, after the page's commit, instead of in the same long one: on a slow phone a tap is answered
 * between the two (issue 50's TBT).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => (painted ? undefined : waitForFrame(() => setPainted(true))), [painted]);
  return painted;
}
