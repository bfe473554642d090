import {
  captchaPuzzleOutput,
  proofOfWorkChallengeOutput,
  verifyCaptchaBody,
  verifyCaptchaOutput,
  verifyProofOfWorkBody,
} from '@retropics/domain/contracts/captcha.contract';
import { z } from 'zod';
import type { App } from '../../app.types.js';
import { createRateLimitRepository } from '../auth/rate-limit.repository.js';
import { createRateLimitService } from '../auth/rate-limit.service.js';
import { createCaptchaRepository } from './captcha.repository.js';
import { clientKeyOf, createCaptchaService } from './captcha.service.js';
import { createCaptchaPicture } from './captcha-picture.js';
import { captchaSecrets } from './captcha-secret.js';
import { createProofOfWork } from './proof-of-work.js';

const tags = ['Captcha'];
const tileParams = z.object({
  folder: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  position: z.coerce.number().int().min(0).max(8),
});

/**
 * Spec §7 `GET /captcha` and `POST /verify-captcha`, and the proof-of-work alternative. Public by
 * design (the contact form is for everyone), so no policy guards them; the flood limit per client
 * address, single use and expiry do.
 */
export async function captchaRoutes(app: App) {
  const secrets = await captchaSecrets(app.config);
  const captcha = createCaptchaService({
    repository: createCaptchaRepository(app.db),
    picture: createCaptchaPicture(app.media.derivatives),
    proofOfWork: createProofOfWork(secrets),
    rateLimits: createRateLimitService(createRateLimitRepository(app.db), app.config.captcha),
  });
  const client = (request: { ip: string }) => ({ clientKey: clientKeyOf(secrets.clientKey, request.ip) });

  app.get(
    '/captcha',
    {
      schema: {
        tags,
        summary:
          'A new tile puzzle (spec §4): folder, shuffled_tiles (the tile shown at each position; tiles 4, 5, 6 fixed), grid and the tile picture address; 429 when flooding',
        response: { 200: captchaPuzzleOutput },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return captcha.newPuzzle(client(request));
    },
  );

  app.get(
    '/captcha/:folder/tiles/:position',
    {
      schema: {
        tags,
        summary:
          'The picture of the tile shown at a position of an open puzzle (JPEG); 404 once solved or expired',
        params: tileParams,
      },
    },
    async (request, reply) => {
      const { folder, position } = request.params as z.infer<typeof tileParams>;
      const body = await captcha.tileAt(folder, position);
      return reply.type('image/jpeg').header('cache-control', 'private, no-store').send(body);
    },
  );

  app.post(
    '/verify-captcha',
    {
      schema: {
        tags,
        summary:
          'Checks a puzzle answer (spec §7): success, message and a single-use token valid 10 minutes; 400 for a wrong order, 404 for an unknown, solved or expired folder, 429 after 5 wrong answers or when flooding',
        body: verifyCaptchaBody,
        response: { 200: verifyCaptchaOutput, 400: verifyCaptchaOutput },
      },
    },
    async (request, reply) => {
      const { status, answer } = await captcha.verifyPuzzle(request.body, client(request));
      return reply.status(status).send(answer);
    },
  );

  app.get(
    '/captcha/proof-of-work',
    {
      schema: {
        tags,
        summary: 'A proof-of-work challenge (ALTCHA v2) for people who cannot solve the picture puzzle',
        response: { 200: proofOfWorkChallengeOutput },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return captcha.newProofOfWork(client(request));
    },
  );

  app.post(
    '/verify-captcha/proof-of-work',
    {
      schema: {
        tags,
        summary:
          "Checks the ALTCHA widget's payload: success, message and the same single-use token as the puzzle; 400 for a wrong or forged proof, 404 when it was used already",
        body: verifyProofOfWorkBody,
        response: { 200: verifyCaptchaOutput },
      },
    },
    async (request) => captcha.verifyProofOfWork(request.body.payload, client(request)),
  );
}
