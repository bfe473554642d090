import {
  RETROSNAP_MESSAGES,
  RETROSNAP_TEXT_MAX_LENGTH,
} from '@retropics/domain/contracts/retrosnap.contract';
import type { TFunction } from 'i18next';

/** The messages a RetroSnap update can answer (its text and its alignment). */
const keyOfMessage: Record<string, string> = {
  [RETROSNAP_MESSAGES.textLength]: 'errors.textLength',
  [RETROSNAP_MESSAGES.homography]: 'errors.homography',
};

/** A message of the RetroSnap contract (the form's check or a 422 violation) in the reader's language. */
export function retrosnapMessageText(t: TFunction<'retrosnaps'>, message: string): string {
  return t(keyOfMessage[message] ?? 'errors.invalid', { max: RETROSNAP_TEXT_MAX_LENGTH });
}

/** The form's own check of the text, the same limit the server holds (RETROSNAP_TEXT_MAX_LENGTH). */
export function textProblem(text: string): string | null {
  return text.length > RETROSNAP_TEXT_MAX_LENGTH ? RETROSNAP_MESSAGES.textLength : null;
}
