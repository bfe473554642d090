import type { WebPushOutput } from '@retropics/domain/contracts/webpush.contract';
import { requestJson } from '../hydra/hydra-client';

/** Spec §7 `/webpush`: the server's key, and this browser's subscription for the signed-in person. */

export interface WebPushOptions {
  /** The language the server writes this device's notifications in. */
  locale?: string;
}

export async function fetchApplicationServerKey(): Promise<string> {
  const answer = await requestJson<WebPushOutput>('GET', '/webpush');
  return answer.applicationServerKey;
}

export function registerSubscription(subscription: PushSubscriptionJSON, options: WebPushOptions) {
  return requestJson<unknown>('POST', '/webpush', { auth: true, body: { subscription, options } });
}

export function updateSubscriptionOptions(endpoint: string, options: WebPushOptions) {
  return requestJson<unknown>('PUT', '/webpush', {
    auth: true,
    body: { subscription: { endpoint }, options },
  });
}

export function removeSubscription(endpoint: string) {
  return requestJson<void>('DELETE', '/webpush', { auth: true, body: { subscription: { endpoint } } });
}
