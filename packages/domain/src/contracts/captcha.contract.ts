import { z } from 'zod';

/**
 * Spec §4 'Captcha', §7 `GET /captcha` and `POST /verify-captcha`: a tile puzzle cut from one of
 * the archive's own photographs. The picture is cut into a grid of {@link CAPTCHA_GRID} × {@link
 * CAPTCHA_GRID} tiles, numbered row by row from 0; tiles {@link CAPTCHA_FIXED_TILES} (spec: 4, 5
 * and 6) stay where they belong, the others are shuffled. `shuffled_tiles[p]` is the tile shown
 * at position p; the person swaps tiles until every tile stands at its own number and sends the
 * order they see as `user_solution`. For people who cannot see the picture, a proof-of-work
 * challenge (ALTCHA) gives the same kind of token without any puzzle.
 */

/** Ours: 3 × 3 tiles, so that the spec's fixed tiles 4, 5 and 6 are the middle and the row's ends. */
export const CAPTCHA_GRID = 3;
export const CAPTCHA_TILE_COUNT = CAPTCHA_GRID * CAPTCHA_GRID;
/** Spec §4: 'tiles 4, 5, 6 fixed'. */
export const CAPTCHA_FIXED_TILES = [4, 5, 6] as const;

/** Ours: how long a puzzle may be worked on, and how long its token may wait for a message. */
export const CAPTCHA_CHALLENGE_TTL_SECONDS = 600;
export const CAPTCHA_TOKEN_TTL_SECONDS = 600;
/** Ours: wrong answers allowed per puzzle before it must be loaded anew. */
export const CAPTCHA_MAX_ATTEMPTS = 5;

export const CAPTCHA_MESSAGES = {
  solved: 'Captcha solved.',
  wrong: 'The tiles are not in order yet.',
  unknown: 'This captcha is unknown, expired or already used. Load a new one.',
  tooManyAttempts: 'Too many wrong answers for this captcha. Load a new one.',
  solution: `user_solution lists the tile numbers 0 to ${CAPTCHA_TILE_COUNT - 1}, each once`,
  folder: 'folder names a captcha from GET /captcha',
  payload: 'payload is the ALTCHA widget’s answer (base64 JSON)',
  proofOfWorkFailed: 'The proof of work does not match its challenge, or it expired.',
} as const;

const folder = z.string({ error: CAPTCHA_MESSAGES.folder }).regex(/^[A-Za-z0-9_-]{16,64}$/, {
  error: CAPTCHA_MESSAGES.folder,
});

/** `GET /captcha`: a new puzzle. The tiles are drawn from `tileUrl` with `{position}` filled in. */
export const captchaPuzzleOutput = z.object({
  folder: z.string(),
  shuffled_tiles: z.array(z.number().int()),
  grid: z.number().int(),
  fixedTiles: z.array(z.number().int()),
  /** The picture of the tile at a position, e.g. `/captcha/{folder}/tiles/3` (JPEG). */
  tileUrl: z.string(),
  expiresAt: z.string(),
});
export type CaptchaPuzzle = z.infer<typeof captchaPuzzleOutput>;

/** `POST /verify-captcha`: the tile numbers in the order the person arranged them. */
export const verifyCaptchaBody = z.object({
  folder,
  user_solution: z
    .array(
      z
        .number({ error: CAPTCHA_MESSAGES.solution })
        .int()
        .min(0)
        .max(CAPTCHA_TILE_COUNT - 1),
      {
        error: CAPTCHA_MESSAGES.solution,
      },
    )
    .length(CAPTCHA_TILE_COUNT, { error: CAPTCHA_MESSAGES.solution })
    .refine((tiles) => new Set(tiles).size === tiles.length, { error: CAPTCHA_MESSAGES.solution }),
});
export type VerifyCaptchaBody = z.infer<typeof verifyCaptchaBody>;

/** Spec §7: `success` and `message`; on success the token a contact message spends once. */
export const verifyCaptchaOutput = z.object({
  success: z.boolean(),
  message: z.string(),
  token: z.string().optional(),
  tokenExpiresAt: z.string().optional(),
});
export type VerifyCaptchaAnswer = z.infer<typeof verifyCaptchaOutput>;

/**
 * `GET /captcha/proof-of-work`: an ALTCHA v2 challenge as the widget reads it (parameters and
 * signature), created by `altcha-lib`.
 */
export const proofOfWorkChallengeOutput = z.object({
  parameters: z.record(z.string(), z.unknown()),
  signature: z.string().optional(),
});

/** `POST /verify-captcha/proof-of-work`: the widget's payload (base64 JSON of challenge and solution). */
export const verifyProofOfWorkBody = z.object({
  payload: z
    .string({ error: CAPTCHA_MESSAGES.payload })
    .min(1, { error: CAPTCHA_MESSAGES.payload })
    .max(8192),
});
export type VerifyProofOfWorkBody = z.infer<typeof verifyProofOfWorkBody>;
