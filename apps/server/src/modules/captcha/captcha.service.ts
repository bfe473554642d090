import { createHmac, randomBytes } from 'node:crypto';
import {
  CAPTCHA_CHALLENGE_TTL_SECONDS,
  CAPTCHA_FIXED_TILES,
  CAPTCHA_GRID,
  CAPTCHA_MAX_ATTEMPTS,
  CAPTCHA_MESSAGES,
  CAPTCHA_TILE_COUNT,
  CAPTCHA_TOKEN_TTL_SECONDS,
  type CaptchaPuzzle,
  type VerifyCaptchaAnswer,
  type VerifyCaptchaBody,
} from '@retropics/domain/contracts/captcha.contract';
import { HttpError, notFound } from '../../hydra/hydra-errors.js';
import type { RateLimitService } from '../auth/rate-limit.service.js';
import type { CaptchaRepository } from './captcha.repository.js';
import type { CaptchaPicture } from './captcha-picture.js';
import { isSolved, shuffleTiles } from './captcha-shuffle.js';
import type { ProofOfWork } from './proof-of-work.js';

/** Who asks, as the captcha and contact flood limits count them: the client address, hashed with a key. */
export type CaptchaClient = { clientKey: string };

/** A keyed hash of the client address: the database never holds an address, and one cannot be guessed back. */
export function clientKeyOf(secret: string, ip: string): string {
  return createHmac('sha256', secret).update(ip).digest('base64url').slice(0, 32);
}

const newSecret = () => randomBytes(24).toString('base64url');
const seconds = (count: number) => count * 1000;

/**
 * The captcha's rules (spec §4 'Captcha'): puzzles from the archive's pictures, verified once,
 * expiring, with a few wrong answers allowed each; a proof of work for people who cannot see
 * them. Every request to get or answer a challenge counts against the client's flood limit.
 */
export function createCaptchaService(dependencies: {
  repository: CaptchaRepository;
  picture: CaptchaPicture;
  proofOfWork: ProofOfWork;
  rateLimits: RateLimitService;
  now?: () => Date;
}) {
  const { repository, picture, proofOfWork, rateLimits } = dependencies;
  const now = dependencies.now ?? (() => new Date());
  const limit = (client: CaptchaClient) => rateLimits.consume('captcha', { ip: client.clientKey });

  async function issueToken(id: string, at: Date): Promise<VerifyCaptchaAnswer | null> {
    const token = newSecret();
    const tokenExpiresAt = new Date(at.getTime() + seconds(CAPTCHA_TOKEN_TTL_SECONDS));
    if (!(await repository.solve(id, token, at, tokenExpiresAt))) return null;
    if (Math.random() < 0.02) await repository.deleteEndedBefore(new Date(at.getTime() - 86_400_000));
    return {
      success: true,
      message: CAPTCHA_MESSAGES.solved,
      token,
      tokenExpiresAt: tokenExpiresAt.toISOString(),
    };
  }

  return {
    /** `GET /captcha`: a new puzzle from a visible photograph. */
    async newPuzzle(client: CaptchaClient): Promise<CaptchaPuzzle> {
      await limit(client);
      const photograph = await repository.randomVisiblePhotograph();
      if (!photograph) throw new HttpError(503, 'The archive has no picture for a captcha yet.');
      const id = newSecret();
      const shuffled = shuffleTiles();
      const expiresAt = new Date(now().getTime() + seconds(CAPTCHA_CHALLENGE_TTL_SECONDS));
      await repository.create({
        id,
        kind: 'puzzle',
        photographId: photograph.id,
        shuffledTiles: shuffled,
        solution: Array.from({ length: CAPTCHA_TILE_COUNT }, (_, tile) => tile),
        clientKey: client.clientKey,
        expiresAt,
      });
      return {
        folder: id,
        shuffled_tiles: shuffled,
        grid: CAPTCHA_GRID,
        fixedTiles: [...CAPTCHA_FIXED_TILES],
        tileUrl: `/captcha/${id}/tiles/{position}`,
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** The picture of the tile shown at `position` of an open puzzle. */
    async tileAt(folder: string, position: number): Promise<Buffer> {
      const challenge = await repository.findOpenPuzzle(folder, now());
      const tile = challenge?.shuffledTiles[position];
      const filePath = challenge?.photographId
        ? await repository.photographFile(challenge.photographId)
        : undefined;
      const body = tile === undefined || !filePath ? null : await picture.tile(filePath, tile);
      if (!body) throw notFound('Captcha tile');
      return body;
    },

    /**
     * `POST /verify-captcha`: right answers get a token once; a wrong one counts, and the last
     * allowed wrong answer ends the puzzle. Unknown, expired and solved puzzles are a 404.
     */
    async verifyPuzzle(body: VerifyCaptchaBody, client: CaptchaClient) {
      await limit(client);
      const at = now();
      const challenge = await repository.countAttempt(body.folder, 'puzzle', at);
      if (!challenge) throw new HttpError(404, CAPTCHA_MESSAGES.unknown);
      if (challenge.attempts > CAPTCHA_MAX_ATTEMPTS) {
        await repository.expire(challenge.id, at);
        throw new HttpError(429, CAPTCHA_MESSAGES.tooManyAttempts);
      }
      if (!isSolved(body.user_solution)) {
        return { status: 400 as const, answer: { success: false, message: CAPTCHA_MESSAGES.wrong } };
      }
      const answer = await issueToken(challenge.id, at);
      if (!answer) throw new HttpError(404, CAPTCHA_MESSAGES.unknown);
      return { status: 200 as const, answer };
    },

    /** `GET /captcha/proof-of-work`: an ALTCHA challenge whose signed data names its row. */
    async newProofOfWork(client: CaptchaClient) {
      await limit(client);
      const id = newSecret();
      const expiresAt = new Date(now().getTime() + seconds(CAPTCHA_CHALLENGE_TTL_SECONDS));
      const challenge = await proofOfWork.create(id, expiresAt);
      await repository.create({
        id,
        kind: 'proofOfWork',
        photographId: null,
        shuffledTiles: [],
        solution: challenge.parameters.keyPrefix,
        clientKey: client.clientKey,
        expiresAt,
      });
      return { parameters: { ...challenge.parameters }, signature: challenge.signature };
    },

    /** `POST /verify-captcha/proof-of-work`: a valid, fresh, first-time proof gets a token. */
    async verifyProofOfWork(payload: string, client: CaptchaClient): Promise<VerifyCaptchaAnswer> {
      await limit(client);
      const id = await proofOfWork.verify(payload);
      const at = now();
      if (!id) throw new HttpError(400, CAPTCHA_MESSAGES.proofOfWorkFailed);
      if (!(await repository.countAttempt(id, 'proofOfWork', at)))
        throw new HttpError(404, CAPTCHA_MESSAGES.unknown);
      const answer = await issueToken(id, at);
      if (!answer) throw new HttpError(404, CAPTCHA_MESSAGES.unknown);
      return answer;
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
