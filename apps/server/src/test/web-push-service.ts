import { createECDH, type ECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushNotificationPayload } from '@retropics/domain/web-push';
import { decrypt } from 'http_ece';

/**
 * A browser vendor's push service and a browser's subscription keys, on 127.0.0.1, for the tests of
 * every feature that sends web push (the webpush module itself, comment news, …).
 */

export type ReceivedPush = { path: string; method: string; headers: IncomingHttpHeaders; body: Buffer };

/** A push service on 127.0.0.1, as a browser vendor runs one: it accepts (201) or has forgotten (410) a subscription. */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        method: request.method ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.statusCode = request.url?.startsWith('/gone/') ? 410 : 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: real P-256 keys and auth secret, so messages can be decrypted. */
export function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    ecdh,
    auth,
    json: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
    },
  };
}

export function readMessage(
  push: ReceivedPush,
  browser: { ecdh: ECDH; auth: string },
): PushNotificationPayload {
  const plain = decrypt(push.body, {
    version: 'aes128gcm',
    privateKey: browser.ecdh,
    authSecret: browser.auth,
  });
  return JSON.parse(plain.toString('utf8')) as PushNotificationPayload;
}
