import { TIMERS_MS } from '@retropics/domain/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { beforeSignOut } from '../../lib/auth/auth-client';
import { whenScreenFree } from '../../lib/layout/screen-free';
import {
  getSettings,
  updateSettings,
  useHasStoredSettings,
  useSettings,
} from '../../lib/settings/settings-store';
import { showSuccess } from '../../lib/snackbar/snackbar-store';
import { BlockedDialog } from '../settings/components/device-permissions';
import { applyOfferOutcome, type PushBlocked } from './push-choice';
import { PushOfferDialog } from './push-offer-dialog';
import {
  type PushOutcome,
  renewPushRegistration,
  subscribeToPush,
  unsubscribeFromPush,
  updatePushLanguage,
  whenServiceWorkerActive,
} from './push-subscription';

/**
 * Push notifications for a signed-in person (mounted by the shell only then). Offers them 5 s
 * after arrival while the choice is open and a service worker is active (spec §4); the welcome
 * dialog and any other dialog go first, so two dialogs never open together. Once on, it keeps the server's entry for
 * this browser current: registered again on each visit, and in the language of the interface.
 */
export default function PushHost() {
  const { t, i18n } = useTranslation('push');
  const settings = useSettings();
  const settingsStored = useHasStoredSettings();
  const [offerOpen, setOfferOpen] = useState(false);
  const [blocked, setBlocked] = useState<PushBlocked>(null);
  const undecided = settings.showNotifications === null;
  const enabled = settings.showNotifications === true;

  useEffect(() => {
    if (!undecided || !settingsStored) return;
    let cancelled = false;
    let stopWaiting = () => {};
    // The first-run offers come one at a time: while another dialog, the guided tour or the intro
    // movie holds the screen (the thank-you offer leads there), the push offer waits its turn.
    const timer = window.setTimeout(() => {
      void whenServiceWorkerActive().then(() => {
        if (cancelled) return;
        stopWaiting = whenScreenFree(() => {
          if (getSettings().showNotifications === null) setOfferOpen(true);
        });
      });
    }, TIMERS_MS.pushDialogDelay);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      stopWaiting();
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
    setOfferOpen(false);
    setBlocked(applyOfferOutcome(outcome));
    if (outcome === 'subscribed') showSuccess(t('switchedOn'));
  };

  return (
    <>
      <PushOfferDialog open={offerOpen} onDone={finishOffer} />
      <BlockedDialog kind={blocked} onClose={() => setBlocked(null)} />
    </>
  );
}
