import { z } from 'zod';
import { LOCALES } from '../constants.js';

/** Ours: the spec names the calls (POST, PUT, DELETE, PING /webpush) but gives no messages. */
export const WEB_PUSH_MESSAGES = {
  subscriptionRequired: 'subscription is required',
  endpoint: 'endpoint must be the https address of a push service',
  p256dh: "keys.p256dh must be the browser's P-256 public key (base64url, 65 bytes)",
  auth: "keys.auth must be the browser's authentication secret (base64url, 16 bytes)",
  locale: `options.locale must be one of ${LOCALES.join(', ')}`,
  notFound: 'Subscription not found.',
} as const;

/** Bytes of a base64url text that the pattern below has already checked; browsers and Node.js both have `atob`. */
function decodeBase64url(text: string): Uint8Array {
  const base64 = text.replace(/=+$/, '').replaceAll('-', '+').replaceAll('_', '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  try {
    return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  } catch {
    return new Uint8Array(0);
  }
}

/** A base64url text (padding tolerated) that decodes to exactly `bytes` bytes. */
const base64urlBytes = (bytes: number, message: string, check?: (decoded: Uint8Array) => boolean) =>
  z
    .string({ error: message })
    .max(200, { error: message })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: message })
    .refine(
      (text) => {
        const decoded = decodeBase64url(text);
        return decoded.length === bytes && (check?.(decoded) ?? true);
      },
      { error: message },
    );

const endpoint = z.url({ protocol: /^https?$/, error: WEB_PUSH_MESSAGES.endpoint }).max(2048, {
  error: WEB_PUSH_MESSAGES.endpoint,
});

/** Per device: the language its notifications are written in. */
export const webPushOptionsSchema = z
  .object({ locale: z.enum(LOCALES, { error: WEB_PUSH_MESSAGES.locale }) })
  .partial()
  .strict();
export type WebPushOptions = z.infer<typeof webPushOptionsSchema>;

/** `PushSubscription.toJSON()` as the browser gives it. */
const subscriptionSchema = z.object(
  {
    endpoint,
    expirationTime: z.number().nullable().optional(),
    keys: z.object({
      // An uncompressed curve point: 0x04, then x and y.
      p256dh: base64urlBytes(65, WEB_PUSH_MESSAGES.p256dh, (key) => key[0] === 0x04),
      auth: base64urlBytes(16, WEB_PUSH_MESSAGES.auth),
    }),
  },
  { error: WEB_PUSH_MESSAGES.subscriptionRequired },
);

/** `POST /webpush`: register (or re-register) this browser for the signed-in person. */
export const registrationBody = z.object({
  subscription: subscriptionSchema,
  options: webPushOptionsSchema.optional(),
});
export type WebPushRegistration = z.infer<typeof registrationBody>;

const subscriptionReference = z.object({ endpoint }, { error: WEB_PUSH_MESSAGES.subscriptionRequired });

/** `PUT /webpush`: change the options of one of the person's subscriptions. */
export const optionsUpdateBody = z.object({
  subscription: subscriptionReference,
  options: webPushOptionsSchema,
});
export type WebPushOptionsUpdate = z.infer<typeof optionsUpdateBody>;

/** `DELETE /webpush`: this browser unsubscribed. */
export const removalBody = z.object({ subscription: subscriptionReference });
export type WebPushRemoval = z.infer<typeof removalBody>;

export const webPushOutput = z.object({
  '@context': z.string(),
  '@id': z.string(),
  '@type': z.literal('WebPush'),
  applicationServerKey: z
    .string()
    .describe(
      'The VAPID public key (base64url) browsers subscribe with: PushManager.subscribe({ applicationServerKey })',
    ),
});

export type WebPushOutput = z.infer<typeof webPushOutput>;

export const subscriptionOutput = z.object({
  '@context': z.string(),
  '@type': z.literal('WebPushSubscription'),
  endpoint: z.string(),
  options: webPushOptionsSchema,
  dateCreated: z.string(),
});
export type SubscriptionOutput = z.infer<typeof subscriptionOutput>;

export const deliveryOutput = z.object({
  '@context': z.string(),
  '@type': z.literal('WebPushDelivery'),
  delivered: z.number().describe('Messages the push services accepted'),
  expired: z.number().describe('Subscriptions the push services no longer know; they were removed'),
  failed: z.number().describe('Messages that could not be handed over this time'),
});
export type DeliveryOutput = z.infer<typeof deliveryOutput>;
