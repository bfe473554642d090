import { createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Config } from '../../config/config.js';
import { readOrCreateSecretFile } from '../../config/secret-file.js';

export type CaptchaSecrets = { clientKey: string; signature: string; keySignature: string };

const secrets = new WeakMap<Config, Promise<CaptchaSecrets>>();

/**
 * The keys of the captcha: one random secret created once in DATA_DIR (so a restart keeps
 * challenges valid and flood counts by the same hashes), and three keys derived from it for
 * hashing client addresses and signing ALTCHA challenges and their keys.
 */
export function captchaSecrets(config: Config): Promise<CaptchaSecrets> {
  let found = secrets.get(config);
  if (!found) {
    found = readOrCreateSecretFile(path.join(config.dataDir, 'secrets', 'captcha-key'), () =>
      randomBytes(48).toString('base64url'),
    ).then((root) => {
      const derive = (purpose: string) => createHmac('sha256', root).update(purpose).digest('base64url');
      return {
        clientKey: derive('client-address'),
        signature: derive('altcha-challenge'),
        keySignature: derive('altcha-key'),
      };
    });
    secrets.set(config, found);
  }
  return found;
}
