import { createHash, randomBytes } from 'node:crypto';

/**
 * Refresh tokens, reset links and activation codes: 256 random bits, handed out once and kept
 * only as a SHA-256 hash, so a leaked database yields nothing that signs anybody in. A fast hash
 * is enough here because the secret has full entropy; argon2 is for passwords people choose.
 */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
