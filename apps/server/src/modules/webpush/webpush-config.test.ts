import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config/config.js';

const publicKey = `B${'A'.repeat(86)}`;
const privateKey = 'A'.repeat(43);

describe('web push settings', () => {
  it('signs as the site when it is public over https, else as the sender of our mails', () => {
    expect(readConfig({ PUBLIC_URL: 'https://retropics.example/' }).webPush.subject).toBe(
      'https://retropics.example',
    );
    expect(readConfig({}).webPush.subject).toBe('mailto:no-reply@retropics.local');
    expect(readConfig({ MAIL_FROM: 'archiv@example.org' }).webPush.subject).toBe('mailto:archiv@example.org');
    expect(readConfig({ WEBPUSH_SUBJECT: 'mailto:ops@example.org' }).webPush.subject).toBe(
      'mailto:ops@example.org',
    );
  });

  it('takes a key pair from the settings, or none (then one is created in DATA_DIR)', () => {
    const configured = readConfig({
      WEBPUSH_VAPID_PUBLIC_KEY: publicKey,
      WEBPUSH_VAPID_PRIVATE_KEY: privateKey,
    });
    expect(configured.webPush.vapidKeys).toEqual({ publicKey, privateKey });
    const generated = readConfig({ DATA_DIR: '/srv/retropics' });
    expect(generated.webPush.vapidKeys).toBeNull();
    expect(generated.webPush.keyFile).toBe('/srv/retropics/secrets/webpush-vapid-keys.json');
  });

  it('refuses half a key pair, a malformed key and a subject push services cannot use', () => {
    expect(() => readConfig({ WEBPUSH_VAPID_PUBLIC_KEY: publicKey })).toThrow(
      /WEBPUSH_VAPID_PUBLIC_KEY and WEBPUSH_VAPID_PRIVATE_KEY are set together/,
    );
    expect(() =>
      readConfig({ WEBPUSH_VAPID_PUBLIC_KEY: 'short', WEBPUSH_VAPID_PRIVATE_KEY: privateKey }),
    ).toThrow(/WEBPUSH_VAPID_PUBLIC_KEY must be a base64url P-256 public key/);
    expect(() => readConfig({ WEBPUSH_SUBJECT: 'http://example.org' })).toThrow(
      /WEBPUSH_SUBJECT must be an https: URL or a mailto: address/,
    );
  });
});
