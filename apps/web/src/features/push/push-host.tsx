import { TIMERS_MS } from '@retropics/domain/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockedDialog } from '../../components/device-permissions/blocked-dialog';
import { beforeSignOut } from '../../lib/auth/auth-client';
import { useFirstRunTurn } from '../../lib/first-run/first-run-scheduler';
import { applyOfferOutcome, type PushBlocked } from '../../lib/push/push-choice';
import {
  type PushOutcome,
  renewPushRegistration,
  subscribeToPush,
  unsubscribeFromPush,
  updatePushLanguage,
  whenServiceWorkerActive,
} from '../../lib/push/push-subscription';
import {
  getSettings,
  updateSettings,
  useHasStoredSettings,
  useSettings,
} from '../../lib/settings/settings-store';
import { showSuccess } from '../../lib/snackbar/snackbar-store';
import { PushOfferDialog } from './push-offer-dialog';

/**
 * Push notifications for a signed-in person (mounted by the shell only then). Offers them 5 s
 * after arrival while the choice is open and a service worker is active (spec §4), when it gets
 * the first-run turn (lib/first-run: one offer at a time, one per session after the first; the
 * welcome goes first). Once on, it keeps the server's entry for this browser current: registered
 * again on each visit, and in the language of the interface.
 */
export default function PushHost() {
  const { t, i18n } = useTranslation('push');
  const settings = useSettings();
  const settingsStored = useHasStoredSettings();
  const [blocked, setBlocked] = useState<PushBlocked>(null);
  const [offerDue, setOfferDue] = useState(false);
  const undecided = settings.showNotifications === null;
  const enabled = settings.showNotifications === true;
  const offer = useFirstRunTurn('push', undecided && settingsStored && offerDue);

  useEffect(() => {
    if (!undecided || !settingsStored) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      void whenServiceWorkerActive().then(() => {
        if (!cancelled) setOfferDue(true);
      });
    }, TIMERS_MS.pushDialogDelay);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [undecided, settingsStored]);

  // Once per visit, for a person who had switched push on before (a new choice registers itself).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on arrival only.
  useEffect(() => {
    if (getSettings().showNotifications !== true) return;
    let cancelled = false;
    void (async () => {
      await whenServiceWorkerActive();
      if (cancelled) return;
      if (await renewPushRegistration(i18n.language)) return;
      // The browser lost its subscription: renew it while permission lasts, else the setting is off.
      if (Notification.permission !== 'granted' || (await subscribeToPush(i18n.language)) !== 'subscribed') {
        if (!cancelled) updateSettings({ showNotifications: false });
      }
    })().catch((error: unknown) => console.error('Push registration could not be renewed', error));
    return () => {
      cancelled = true;
    };
  }, []);

  // Signing out ends this browser's notifications for the person (a shared browser must not keep
  // showing them), and the next person who signs in here is asked for themselves.
  useEffect(
    () =>
      beforeSignOut(async () => {
        if (getSettings().showNotifications !== true) return;
        await unsubscribeFromPush();
        updateSettings({ showNotifications: null });
      }),
    [],
  );

  useEffect(() => {
    if (!enabled) return;
    const follow = (language: string) => {
      updatePushLanguage(language).catch((error: unknown) =>
        console.error('Push language could not be changed', error),
      );
    };
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, [enabled, i18n]);

  const finishOffer = (outcome: PushOutcome | 'declined') => {
    offer.finish();
    setBlocked(applyOfferOutcome(outcome));
    if (outcome === 'subscribed') showSuccess(t('switchedOn'));
  };

  return (
    <>
      <PushOfferDialog open={offer.showing} onDone={finishOffer} />
      <BlockedDialog kind={blocked} onClose={() => setBlocked(null)} />
    </>
  );
}
