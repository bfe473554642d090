import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Config } from '../../config/config.js';
import { readOrCreateSecretFile } from '../../config/secret-file.js';

const keys = new WeakMap<Config, Promise<Uint8Array>>();

/**
 * The key that signs access tokens: JWT_SECRET when set (all nodes share it), otherwise a random
 * key created once in DATA_DIR, so a restart keeps everyone signed in.
 */
export function signingKey(config: Config): Promise<Uint8Array> {
  let key = keys.get(config);
  if (!key) {
    key = config.auth.jwtSecret
      ? Promise.resolve(new TextEncoder().encode(config.auth.jwtSecret))
      : readOrCreateKeyFile(path.join(config.dataDir, 'secrets', 'jwt-signing-key'));
    keys.set(config, key);
  }
  return key;
}

async function readOrCreateKeyFile(file: string): Promise<Uint8Array> {
  const text = await readOrCreateSecretFile(file, () => randomBytes(64).toString('base64url'));
  if (text.length < 32)
    throw new Error(`The signing key in ${file} is too short; delete the file to renew it.`);
  return new TextEncoder().encode(text);
}
