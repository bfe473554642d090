import { COMMENT_MESSAGES, COMMENT_TEXT_MAX_LENGTH } from '@retropics/domain/contracts/comment.contract';

/** A text of the `comments` namespace with its values, ready for `t(key, values)`. */
export interface ViolationText {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * The server refuses in English (its contract's messages, spec §5 for the text); the reader sees
 * the same rule in their language. Known messages map to their own text; an unknown one (a rule
 * added on the server later) still gets a translated sentence rather than English.
 */
const textOfMessage = new Map<string, ViolationText>([
  [COMMENT_MESSAGES.textRequired, { key: 'violations.textRequired' }],
  [COMMENT_MESSAGES.textLength, { key: 'violations.textLength', values: { max: COMMENT_TEXT_MAX_LENGTH } }],
  [COMMENT_MESSAGES.subject, { key: 'violations.subject' }],
  [COMMENT_MESSAGES.unknownSubject, { key: 'violations.unknownSubject' }],
  [COMMENT_MESSAGES.box, { key: 'violations.box' }],
  [COMMENT_MESSAGES.boxInside, { key: 'violations.boxInside' }],
  [COMMENT_MESSAGES.boxSize, { key: 'violations.boxSize' }],
  [COMMENT_MESSAGES.noBackside, { key: 'violations.noBackside' }],
  [COMMENT_MESSAGES.category, { key: 'violations.category' }],
  [COMMENT_MESSAGES.unknownCategory, { key: 'violations.category' }],
  [COMMENT_MESSAGES.notForComments, { key: 'violations.notForComments' }],
]);

export function violationText(message: string): ViolationText {
  return textOfMessage.get(message) ?? { key: 'violations.other' };
}

/**
 * The refusals of a quick comment or a text edit, by field: the form has one field (the text), so
 * a refusal of anything else it sent on the reader's behalf (the picture, its side) is shown there
 * too — the text's own refusal first.
 */
export function textFieldViolation(
  violations: ReadonlyArray<{ propertyPath: string; message: string }>,
): ViolationText | null {
  const chosen = violations.find((violation) => violation.propertyPath === 'text') ?? violations[0];
  return chosen ? violationText(chosen.message) : null;
}
