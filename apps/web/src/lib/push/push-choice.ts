import { updateSettings } from '../settings/settings-store';
import { type PushOutcome, pushSupported, subscribeToPush, unsubscribeFromPush } from './push-subscription';

/** Which blocked info to show (the dialogs of spec §2), if any. */
export type PushBlocked = 'push' | 'pushUnsupported' | null;

/**
 * Spec §4 Push, the offer: agreeing subscribes; denied permission or a failed subscription shows
 * the blocked info; every outcome but success, and declining, store showNotifications false.
 */
export function applyOfferOutcome(outcome: PushOutcome | 'declined'): PushBlocked {
  updateSettings({ showNotifications: outcome === 'subscribed' });
  if (outcome === 'unsupported') return 'pushUnsupported';
  return outcome === 'denied' || outcome === 'failed' ? 'push' : null;
}

/**
 * Spec §4 Push, the Settings toggle: on with permission denied reverts and shows the blocked
 * info; otherwise saves, subscribes and reverts on failure ('failed'); off unsubscribes.
 */
export async function switchPushInSettings(on: boolean, locale: string): Promise<PushBlocked | 'failed'> {
  if (!on) {
    updateSettings({ showNotifications: false });
    await unsubscribeFromPush();
    return null;
  }
  if (!pushSupported()) {
    updateSettings({ showNotifications: false });
    return 'pushUnsupported';
  }
  if (Notification.permission === 'denied') {
    updateSettings({ showNotifications: false });
    return 'push';
  }
  updateSettings({ showNotifications: true });
  const outcome = await subscribeToPush(locale);
  if (outcome === 'subscribed') return null;
  updateSettings({ showNotifications: false });
  if (outcome === 'denied') return 'push';
  return outcome === 'unsupported' ? 'pushUnsupported' : 'failed';
}
