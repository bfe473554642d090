import { homePath } from '../../../lib/routing/route-links';
import { getSettings, updateSettings } from '../../../lib/settings/settings-store';

/**
 * Spec §4 Login: after signing in go to the home list, then to the saved redirect route if there
 * is one (and forget it). Returns where to go.
 */
export function pathAfterSignIn(): string {
  const redirect = getSettings().redirectRoute;
  if (redirect) updateSettings({ redirectRoute: null });
  return redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : homePath();
}
