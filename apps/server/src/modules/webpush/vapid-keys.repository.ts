import webpush from 'web-push';
import { z } from 'zod';
import type { WebPushConfig } from '../../config/config.js';
import { readOrCreateSecretFile } from '../../config/secret-file.js';

export type VapidKeys = { publicKey: string; privateKey: string };

const storedKeys = z.object({
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{87}$/),
  privateKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

/**
 * The key pair that signs our messages to push services (VAPID): from the settings when given
 * (all nodes share it), otherwise created once in DATA_DIR. Browsers subscribe with the public
 * key, so a new pair silently orphans every subscription: the file is never replaced on its own.
 */
export async function loadVapidKeys(config: WebPushConfig): Promise<VapidKeys> {
  if (config.vapidKeys) return config.vapidKeys;
  const text = await readOrCreateSecretFile(config.keyFile, () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  );
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const keys = storedKeys.safeParse(parsed);
  if (!keys.success) {
    throw new Error(
      `The VAPID keys in ${config.keyFile} are damaged; delete the file to create new ones (browsers then have to subscribe again).`,
    );
  }
  return keys.data;
}
