import type { RateLimitSettings } from '../../config/config.js';
import { TooManyRequests } from '../../hydra/hydra-errors.js';
import type { RateLimitRepository } from './rate-limit.repository.js';

/**
 * Fixed-window limits per e-mail address and per client IP for sign-in, registration and reset
 * (and, with limits of their own, for anything else anyone may send, like collection reports).
 * Every attempt counts, successful or not, and the counter is bumped before the password is
 * checked: parallel guesses cannot slip past the limit. Counters live in the database, so all
 * nodes share them.
 */
export function createRateLimitService(repository: RateLimitRepository, config: RateLimitSettings) {
  const windowMs = config.rateLimitWindowSeconds * 1000;

  return {
    async consume(action: string, limits: { email?: string; ip: string }, now = new Date()) {
      const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000),
      );
      const checks: Array<[string, number]> = [[`${action}:ip:${limits.ip}`, config.rateLimitPerIp]];
      if (limits.email)
        checks.push([`${action}:email:${limits.email.trim().toLowerCase()}`, config.rateLimitPerAddress]);
      let exceeded = false;
      for (const [key, limit] of checks) {
        if ((await repository.hit(key, windowStart)) > limit) exceeded = true;
      }
      // Now and then, forget windows that ended long ago.
      if (Math.random() < 0.01) await repository.deleteOlderThan(new Date(windowStart.getTime() - windowMs));
      if (exceeded) throw new TooManyRequests(retryAfterSeconds);
    },
  };
}

export type RateLimitService = ReturnType<typeof createRateLimitService>;
