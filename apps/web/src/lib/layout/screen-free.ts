import { routePath } from '../routing/route-links';

/** How often an offer that waits for its turn looks again. */
const RECHECK_MS = 1000;

/** Another dialog (MUI's, or the guided tour's popover) is open, or the intro movie plays. */
export function screenIsBusy(): boolean {
  return (
    document.querySelector('[role="dialog"], .driver-popover') !== null ||
    window.location.pathname === routePath('IntroMovie')
  );
}

/**
 * Calls `show` once nothing else holds the screen (and `ready()` agrees), looking again every
 * second: the first-run offers (welcome, intro, tour, push, name notice) come one at a time
 * instead of stacking. Returns the cancel function.
 */
export function whenScreenFree(show: () => void, ready: () => boolean = () => true): () => void {
  let timer = 0;
  const check = () => {
    if (screenIsBusy() || !ready()) timer = window.setTimeout(check, RECHECK_MS);
    else show();
  };
  check();
  return () => window.clearTimeout(timer);
}
