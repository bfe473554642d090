import { getSession, isSignedIn } from '../../lib/auth/session-store';
import { appConfig } from '../../lib/config/app-config';
import { updateSettings } from '../../lib/settings/settings-store';
import type { RouteEntry } from './route-table';

export function requiresSignIn(entry: RouteEntry, mapRequiresSignIn = appConfig.mapRequiresSignIn): boolean {
  return entry.access === 'signedIn' || (entry.access === 'map' && mapRequiresSignIn);
}

/**
 * Spec §2: a visitor opening a sign-in route goes to `/`, and the wanted path is kept as the redirect
 * target for after signing in (when `remember` is set). Returns where to go instead, or null to stay.
 */
export function redirectForAccess(
  entry: RouteEntry,
  wantedPath: string,
  options: { remember: boolean },
): string | null {
  if (!requiresSignIn(entry) || isSignedIn(getSession())) return null;
  if (options.remember) updateSettings({ redirectRoute: wantedPath });
  return '/';
}
