import {
  COLORIZED_MESSAGES,
  COLORIZED_RATIO_TOLERANCE,
  type ColorizedSide,
} from '@retropics/domain/contracts/colorized.contract';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/hydra/hydra-client';

/** Why a colorized picture was refused, in terms the texts of the `colorized` namespace name. */
type PlainProblem = 'notAnImage' | 'notBlackAndWhite' | 'noBack' | 'denied' | 'failed' | 'tooLarge';
export type ColorizedProblem = { key: PlainProblem } | { key: 'ratio'; uploaded: number; original: number };

const keyOfMessage: Record<string, PlainProblem> = {
  [COLORIZED_MESSAGES.chooseFile]: 'notAnImage',
  [COLORIZED_MESSAGES.notAnImage]: 'notAnImage',
  [COLORIZED_MESSAGES.notBlackAndWhite]: 'notBlackAndWhite',
  [COLORIZED_MESSAGES.noBack]: 'noBack',
};

/** The ratio check the server makes, made first in the browser so the editor hears at once. */
export function ratioProblem(
  picture: { width: number; height: number },
  original: readonly [number, number],
): ColorizedProblem | null {
  const uploaded = picture.width / picture.height;
  const wanted = original[0] / original[1];
  return Math.abs(uploaded / wanted - 1) > COLORIZED_RATIO_TOLERANCE
    ? { key: 'ratio', uploaded, original: wanted }
    : null;
}

/** The server's refusal as a problem the screen can name in the reader's language. */
export function problemOfError(error: unknown): ColorizedProblem {
  if (!(error instanceof ApiError)) return { key: 'failed' };
  if (error.status === 403) return { key: 'denied' };
  if (error.status === 413) return { key: 'tooLarge' };
  const message = error.violations[0]?.message ?? '';
  const ratio = /\(([\d.]+)\)[^(]*\(([\d.]+)\)/.exec(message);
  if (ratio) return { key: 'ratio', uploaded: Number(ratio[1]), original: Number(ratio[2]) };
  const key = keyOfMessage[message];
  return key ? { key } : { key: 'failed' };
}

export function problemText(t: TFunction<'colorized'>, problem: ColorizedProblem, side: ColorizedSide) {
  if (problem.key === 'ratio')
    return t('errors.ratio', {
      uploaded: problem.uploaded.toFixed(3),
      original: problem.original.toFixed(3),
      side: t(`sides.${side}`),
    });
  return t(`errors.${problem.key}`);
}
