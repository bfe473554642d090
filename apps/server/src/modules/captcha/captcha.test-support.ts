import type { App } from '../../app.types.js';

/** Loads a puzzle and solves it as a person who sees the picture would: each tile to its own number. */
export async function solvedCaptchaToken(app: App, headers: Record<string, string> = {}): Promise<string> {
  const puzzle = await app.inject({ method: 'GET', url: '/captcha', headers });
  if (puzzle.statusCode !== 200)
    throw new Error(`GET /captcha answered ${puzzle.statusCode}: ${puzzle.body}`);
  const { folder, shuffled_tiles } = puzzle.json() as { folder: string; shuffled_tiles: number[] };
  const answer = await app.inject({
    method: 'POST',
    url: '/verify-captcha',
    headers,
    payload: { folder, user_solution: [...shuffled_tiles].sort((a, b) => a - b) },
  });
  const token = (answer.json() as { token?: string }).token;
  if (!token) throw new Error(`POST /verify-captcha answered ${answer.statusCode}: ${answer.body}`);
  return token;
}

/** A visible photograph with a real picture behind it: the puzzles are cut from it. */
export async function storePuzzlePicture(app: App, filePath: string, body: Buffer) {
  await app.media.storage.write(`photographs/${filePath}`, body, 'image/jpeg');
}
