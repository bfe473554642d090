import type { CaptchaPuzzle, VerifyCaptchaAnswer } from '@retropics/domain/contracts/captcha.contract';
import { requestJson } from '../hydra/hydra-client';

/** The address the ALTCHA widget fetches its proof-of-work challenge from (our own server). */
export const PROOF_OF_WORK_CHALLENGE_PATH = '/captcha/proof-of-work';

/** Spec §7 GET /captcha: a new tile puzzle. Never cached: each one is answered once. */
export const loadCaptchaPuzzle = (signal?: AbortSignal) =>
  requestJson<CaptchaPuzzle>('GET', '/captcha', { auth: false, signal });

/** Spec §7 POST /verify-captcha: the tile numbers in the order they stand; a token on success. */
export const verifyCaptchaPuzzle = (folder: string, userSolution: number[]) =>
  requestJson<VerifyCaptchaAnswer>('POST', '/verify-captcha', {
    auth: false,
    body: { folder, user_solution: userSolution },
  });

/** The ALTCHA widget's payload traded for the same single-use token. */
export const verifyProofOfWork = (payload: string) =>
  requestJson<VerifyCaptchaAnswer>('POST', '/verify-captcha/proof-of-work', {
    auth: false,
    body: { payload },
  });
