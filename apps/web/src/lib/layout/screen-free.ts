import { routePath } from '../routing/route-links';

/**
 * Another dialog (MUI's, the drawer, or the guided tour's popover) is open, or the intro movie
 * plays: the first-run scheduler (lib/first-run) opens no offer then.
 */
export function screenIsBusy(): boolean {
  return (
    document.querySelector('[role="dialog"], .driver-popover') !== null ||
    window.location.pathname === routePath('IntroMovie')
  );
}
