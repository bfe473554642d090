import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { captchaChallenges } from '../../db/schema/site.js';
import { useTestApp } from '../../test/api-test-app.js';
import { buildPhotograph } from '../../test/factories.js';
import { twoToneJpeg } from '../../test/media-fixtures.js';
import { storePuzzlePicture } from './captcha.test-support.js';

type Puzzle = {
  folder: string;
  shuffled_tiles: number[];
  grid: number;
  fixedTiles: number[];
  tileUrl: string;
};
type Json = Record<string, unknown>;

const ordered = (tiles: number[]) => [...tiles].sort((a, b) => a - b);

describe('captcha', () => {
  const api = useTestApp({ seed: false });

  beforeAll(async () => {
    const photograph = await buildPhotograph(api.app);
    await storePuzzlePicture(api.app, photograph.filePath, await twoToneJpeg(600, 600));
    // A hidden photograph is never cut into a puzzle (it has no picture: a puzzle from it would fail).
    await buildPhotograph(api.app, { isHidden: true });
  });

  const newPuzzle = async () => {
    const response = await api.app.inject({ method: 'GET', url: '/captcha' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Puzzle;
  };
  const verify = (payload: Json) => api.app.inject({ method: 'POST', url: '/verify-captcha', payload });

  it('serves a 3 × 3 puzzle with tiles 4, 5 and 6 in place and the others shuffled', async () => {
    const puzzle = await newPuzzle();
    expect(puzzle).toMatchObject({ grid: 3, fixedTiles: [4, 5, 6] });
    expect(ordered(puzzle.shuffled_tiles)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(puzzle.shuffled_tiles.slice(4, 7)).toEqual([4, 5, 6]);
    expect(puzzle.shuffled_tiles).not.toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    // The addresses name positions, never the photograph or the tile's own number.
    expect(puzzle.tileUrl).toBe(`/captcha/${puzzle.folder}/tiles/{position}`);
  });

  it('draws each position with the tile the order names (left half red, right half blue)', async () => {
    const puzzle = await newPuzzle();
    for (const position of [0, 2, 4]) {
      const response = await api.app.inject({
        method: 'GET',
        url: `/captcha/${puzzle.folder}/tiles/${position}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      const { dominant } = await sharp(response.rawPayload).stats();
      const tile = puzzle.shuffled_tiles[position] as number;
      const column = tile % 3;
      // Column 0 is red, column 2 blue; the middle column straddles both.
      if (column === 0) expect(dominant.r).toBeGreaterThan(dominant.b);
      if (column === 2) expect(dominant.b).toBeGreaterThan(dominant.r);
    }
    expect(
      (await api.app.inject({ method: 'GET', url: `/captcha/${puzzle.folder}/tiles/9` })).statusCode,
    ).toBe(400);
  });

  it('answers a wrong order with success false and a right one with a token, once', async () => {
    const puzzle = await newPuzzle();
    const wrong = await verify({ folder: puzzle.folder, user_solution: puzzle.shuffled_tiles });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, message: 'The tiles are not in order yet.' });

    const right = await verify({ folder: puzzle.folder, user_solution: ordered(puzzle.shuffled_tiles) });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({
      success: true,
      message: 'Captcha solved.',
      token: expect.any(String),
    });
    const [row] = await api.db
      .select()
      .from(captchaChallenges)
      .where(eq(captchaChallenges.id, puzzle.folder));
    expect(row).toMatchObject({ kind: 'puzzle', attempts: 2, token: right.json().token, tokenUsedAt: null });
    expect(row?.solvedAt).toBeInstanceOf(Date);

    // Replayed: the same right answer again gets nothing, and its tiles are gone.
    const replay = await verify({ folder: puzzle.folder, user_solution: ordered(puzzle.shuffled_tiles) });
    expect(replay.statusCode).toBe(404);
    expect(replay.json()).toMatchObject({ '@type': 'hydra:Error' });
    expect(
      (await api.app.inject({ method: 'GET', url: `/captcha/${puzzle.folder}/tiles/0` })).statusCode,
    ).toBe(404);
  });

  it('refuses a forged folder, an expired puzzle and a malformed answer', async () => {
    const forged = await verify({ folder: 'a'.repeat(32), user_solution: [0, 1, 2, 3, 4, 5, 6, 7, 8] });
    expect(forged.statusCode).toBe(404);

    const puzzle = await newPuzzle();
    await api.db
      .update(captchaChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(captchaChallenges.id, puzzle.folder));
    expect(
      (await verify({ folder: puzzle.folder, user_solution: ordered(puzzle.shuffled_tiles) })).statusCode,
    ).toBe(404);

    const fresh = await newPuzzle();
    const twice = await verify({ folder: fresh.folder, user_solution: [0, 0, 2, 3, 4, 5, 6, 7, 8] });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().violations).toEqual([expect.objectContaining({ propertyPath: 'user_solution' })]);
    expect((await verify({ folder: '../etc', user_solution: [] })).statusCode).toBe(422);
  });

  it('ends a puzzle after five wrong answers', async () => {
    const puzzle = await newPuzzle();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await verify({ folder: puzzle.folder, user_solution: puzzle.shuffled_tiles })).statusCode).toBe(
        400,
      );
    }
    const sixth = await verify({ folder: puzzle.folder, user_solution: ordered(puzzle.shuffled_tiles) });
    expect(sixth.statusCode).toBe(429);
    expect(
      (await verify({ folder: puzzle.folder, user_solution: ordered(puzzle.shuffled_tiles) })).statusCode,
    ).toBe(404);
  });

  it('gives the same token for a proof of work, once, and refuses a forged one', async () => {
    const challengeResponse = await api.app.inject({ method: 'GET', url: '/captcha/proof-of-work' });
    expect(challengeResponse.statusCode, challengeResponse.body).toBe(200);
    const challenge = challengeResponse.json();
    expect(challenge.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      data: { id: expect.any(String) },
    });
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).not.toBeNull();
    const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');

    const verified = await api.app.inject({
      method: 'POST',
      url: '/verify-captcha/proof-of-work',
      payload: { payload },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ success: true, token: expect.any(String) });
    const [row] = await api.db
      .select()
      .from(captchaChallenges)
      .where(eq(captchaChallenges.id, challenge.parameters.data.id));
    expect(row).toMatchObject({ kind: 'proofOfWork', token: verified.json().token });

    const replay = await api.app.inject({
      method: 'POST',
      url: '/verify-captcha/proof-of-work',
      payload: { payload },
    });
    expect(replay.statusCode).toBe(404);

    // Another row's id written into the signed data breaks the signature.
    const forgedChallenge = {
      ...challenge,
      parameters: { ...challenge.parameters, data: { id: 'b'.repeat(32) } },
    };
    const forged = Buffer.from(JSON.stringify({ challenge: forgedChallenge, solution })).toString('base64');
    const refused = await api.app.inject({
      method: 'POST',
      url: '/verify-captcha/proof-of-work',
      payload: { payload: forged },
    });
    expect(refused.statusCode).toBe(400);
    const garbage = await api.app.inject({
      method: 'POST',
      url: '/verify-captcha/proof-of-work',
      payload: { payload: 'not base64 json' },
    });
    expect(garbage.statusCode).toBe(400);
  });
});

describe('captcha flood limit', () => {
  const api = useTestApp({ seed: false, environment: { CAPTCHA_RATE_LIMIT_PER_IP: '3' } });

  it('answers 429 with Retry-After once a client asks too often', async () => {
    const photograph = await buildPhotograph(api.app);
    await storePuzzlePicture(api.app, photograph.filePath, await twoToneJpeg(300, 300));
    for (let request = 0; request < 3; request += 1) {
      expect((await api.app.inject({ method: 'GET', url: '/captcha' })).statusCode).toBe(200);
    }
    const flooded = await api.app.inject({ method: 'GET', url: '/captcha' });
    expect(flooded.statusCode).toBe(429);
    expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect(
      (await api.app.inject({ method: 'GET', url: '/captcha', remoteAddress: '10.0.0.9' })).statusCode,
    ).toBe(200);
  });
});
