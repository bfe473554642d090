import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys.repository.js';

/** Where and how to reach one browser: its push service address and its encryption keys. */
export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };

export type DeliveryOutcome =
  | { outcome: 'delivered' }
  /** The push service no longer knows the subscription: it will never deliver again. */
  | { outcome: 'expired'; status: number }
  | { outcome: 'failed'; reason: string };

export type PushDelivery = {
  /** How long the push service keeps the message for a browser that is offline. */
  ttlSeconds: number;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
};

const SEND_TIMEOUT_MS = 10_000;

/**
 * The browsers' push services (Web Push protocol, RFC 8030). The `web-push` library encrypts the
 * payload (aes128gcm, RFC 8291) and signs the request (VAPID, RFC 8292); we send it with fetch,
 * which, unlike the library's own sender, also reaches the local http push service of the tests.
 */
export function createPushServiceRepository(options: { vapidKeys: VapidKeys; subject: string }) {
  const vapidDetails = { subject: options.subject, ...options.vapidKeys };

  return {
    async send(target: PushTarget, payload: string, delivery: PushDelivery): Promise<DeliveryOutcome> {
      let request: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        request = webpush.generateRequestDetails(target, payload, {
          vapidDetails,
          TTL: delivery.ttlSeconds,
          contentEncoding: 'aes128gcm',
          ...(delivery.urgency && { urgency: delivery.urgency }),
        });
      } catch (error) {
        return { outcome: 'failed', reason: (error as Error).message };
      }
      // fetch sets the length itself from the body.
      const headers = Object.fromEntries(
        Object.entries(request.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      try {
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers,
          body: request.body ?? null,
          redirect: 'manual',
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        await response.body?.cancel();
        if (response.ok) return { outcome: 'delivered' };
        if (response.status === 404 || response.status === 410) {
          return { outcome: 'expired', status: response.status };
        }
        return { outcome: 'failed', reason: `push service answered ${response.status}` };
      } catch (error) {
        return { outcome: 'failed', reason: (error as Error).message };
      }
    },
  };
}

export type PushServiceRepository = ReturnType<typeof createPushServiceRepository>;
