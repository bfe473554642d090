import { createChallenge, type Payload, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * Ours: PBKDF2 with 1,000 rounds per guess and the answer among the first 2,000 to 5,000 guesses:
 * a few seconds in a browser's workers, and verified with one derivation thanks to the key
 * signature (deterministic mode).
 */
const ALGORITHM = 'PBKDF2/SHA-256';
const COST = 1000;
const COUNTER_MIN = 2000;
const COUNTER_MAX = 5000;

/**
 * ALTCHA (altcha-lib v2) behind two calls: a challenge that carries the id of its database row in
 * its signed data, and the check of the widget's payload that answers that id, or null when the
 * payload is malformed, forged, wrong or expired.
 */
export function createProofOfWork(secrets: { signature: string; keySignature: string }) {
  return {
    create: (id: string, expiresAt: Date) =>
      createChallenge({
        algorithm: ALGORITHM,
        cost: COST,
        counter: randomInt(COUNTER_MAX, COUNTER_MIN),
        deriveKey,
        expiresAt,
        data: { id },
        hmacSignatureSecret: secrets.signature,
        hmacKeySignatureSecret: secrets.keySignature,
      }),

    async verify(payload: string): Promise<string | null> {
      let decoded: Payload;
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Payload;
      } catch {
        return null;
      }
      if (!decoded?.challenge?.parameters || !decoded.solution) return null;
      try {
        const result = await verifySolution({
          challenge: decoded.challenge,
          solution: decoded.solution,
          deriveKey,
          hmacSignatureSecret: secrets.signature,
          hmacKeySignatureSecret: secrets.keySignature,
        });
        const id = decoded.challenge.parameters.data?.id;
        return result.verified && typeof id === 'string' ? id : null;
      } catch {
        return null;
      }
    },
  };
}

export type ProofOfWork = ReturnType<typeof createProofOfWork>;
