import { requestNotifications } from '../device/device-permissions';
import {
  fetchApplicationServerKey,
  registerSubscription,
  removeSubscription,
  updateSubscriptionOptions,
} from '../resources/webpush';

/** How switching push on ended; anything but 'subscribed' leaves it off (spec §4 Push). */
export type PushOutcome = 'subscribed' | 'denied' | 'failed' | 'unsupported';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    typeof Notification !== 'undefined'
  );
}

function sameKey(key: ArrayBuffer | null, base64url: string): boolean {
  if (!key) return false;
  const bytes = new Uint8Array(key);
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return bytes.length === binary.length && bytes.every((byte, index) => byte === binary.charCodeAt(index));
}

/** The worker's registration once one is active; null without one. */
async function activeRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return registration?.active ? registration : null;
}

/** Resolves once a service worker is active (spec §4: the push offer needs one). */
export async function whenServiceWorkerActive(): Promise<void> {
  if (!('serviceWorker' in navigator)) return new Promise(() => undefined);
  await navigator.serviceWorker.ready;
}

/**
 * Spec §4 "agree asks for subscription": permission, then a subscription at the browser's push
 * service with our key, then the server learns where to reach this device.
 */
export async function subscribeToPush(locale: string): Promise<PushOutcome> {
  if (!pushSupported()) return 'unsupported';
  const permission = await requestNotifications();
  if (permission !== 'granted') return permission;
  let subscription: PushSubscription | null = null;
  try {
    const registration = await activeRegistration();
    if (!registration) return 'failed';
    const applicationServerKey = await fetchApplicationServerKey();
    const existing = await registration.pushManager.getSubscription();
    // Made with another server key (the server's keys were renewed): it can no longer be used.
    if (existing && !sameKey(existing.options.applicationServerKey, applicationServerKey)) {
      await existing.unsubscribe();
    }
    subscription =
      existing && sameKey(existing.options.applicationServerKey, applicationServerKey)
        ? existing
        : await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
    await registerSubscription(subscription.toJSON(), { locale });
    return 'subscribed';
  } catch (error) {
    console.error('Push subscription failed', error);
    // A subscription the server does not know would never deliver anything: drop it.
    await subscription?.unsubscribe().catch(() => undefined);
    return 'failed';
  }
}

/** Spec §4 "turning off unsubscribes": this browser first, so nothing arrives even if the server is unreachable. */
export async function unsubscribeFromPush(): Promise<void> {
  const subscription = await (await activeRegistration())?.pushManager.getSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe().catch(() => undefined);
  // Should this fail, the push service's 410 removes the entry on the server's next message.
  await removeSubscription(endpoint).catch((error: unknown) =>
    console.error('Push unsubscribe failed', error),
  );
}

/**
 * Tells the server again where this browser is reached (after it dropped an expired entry, or
 * when another person signed in on this browser). False when the browser has no subscription.
 */
export async function renewPushRegistration(locale: string): Promise<boolean> {
  const subscription = await (await activeRegistration())?.pushManager.getSubscription();
  if (!subscription) return false;
  await registerSubscription(subscription.toJSON(), { locale });
  return true;
}

/** Notifications follow the interface language. */
export async function updatePushLanguage(locale: string): Promise<void> {
  const subscription = await (await activeRegistration())?.pushManager.getSubscription();
  if (subscription) await updateSubscriptionOptions(subscription.endpoint, { locale });
}
