import { COMMENT_MESSAGES } from '@retropics/domain/contracts/comment.contract';
import {
  MENTION_DESCRIPTION_MAX_LENGTH,
  MENTION_MESSAGES,
  MENTION_NAME_MAX_LENGTH,
} from '@retropics/domain/contracts/mention.contract';
import type { TFunction } from 'i18next';
import type { ZodError } from 'zod';

/** Problems by field (`newMention`, `newAlbumDescription`, `mother`, …; `_error` for the rest). */
export type MentionErrors = Partial<Record<string, string>>;

/**
 * The contract's messages (client check and server violations alike) are English sentences: each
 * is shown in the reader's language by its key in `people.json`; one we do not know yet still
 * gets a translated sentence rather than English.
 */
const keyOfMessage = new Map<string, { key: string; values?: Record<string, number> }>([
  [MENTION_MESSAGES.descriptionRequired, { key: 'errors.descriptionRequired' }],
  [
    MENTION_MESSAGES.descriptionLength,
    { key: 'errors.descriptionLength', values: { max: MENTION_DESCRIPTION_MAX_LENGTH } },
  ],
  [MENTION_MESSAGES.nameRequired, { key: 'errors.nameRequired' }],
  [MENTION_MESSAGES.nameLength, { key: 'errors.nameLength', values: { max: MENTION_NAME_MAX_LENGTH } }],
  [MENTION_MESSAGES.newMention, { key: 'errors.nameRequired' }],
  [MENTION_MESSAGES.cropRequired, { key: 'errors.crop' }],
  [MENTION_MESSAGES.cropFormat, { key: 'errors.crop' }],
  [MENTION_MESSAGES.cropSize, { key: 'errors.cropSize' }],
  [MENTION_MESSAGES.unknownPhotograph, { key: 'errors.photograph' }],
  [MENTION_MESSAGES.photograph, { key: 'errors.photograph' }],
  [MENTION_MESSAGES.boxRequired, { key: 'errors.box' }],
  [MENTION_MESSAGES.box, { key: 'errors.box' }],
  [COMMENT_MESSAGES.boxInside, { key: 'errors.box' }],
  [COMMENT_MESSAGES.boxSize, { key: 'errors.box' }],
  [COMMENT_MESSAGES.noBackside, { key: 'errors.noBackside' }],
  [COMMENT_MESSAGES.unknownFace, { key: 'errors.face' }],
  [MENTION_MESSAGES.unknownPerson, { key: 'errors.unknownPerson' }],
  [MENTION_MESSAGES.person, { key: 'errors.unknownPerson' }],
  [MENTION_MESSAGES.ownParent, { key: 'errors.ownParent' }],
  [MENTION_MESSAGES.parentsDiffer, { key: 'errors.parentsDiffer' }],
  [MENTION_MESSAGES.parentLoop, { key: 'errors.parentLoop' }],
  [MENTION_MESSAGES.familyOfKnownPerson, { key: 'errors.familyOfKnownPerson' }],
]);

/** A message of the mention contract in the reader's language. */
export function mentionMessageText(t: TFunction<'people'>, message: string): string {
  const known = keyOfMessage.get(message);
  return known ? t(known.key, known.values) : t('errors.other');
}

/** The fields a form shows messages beside; everything else goes above its buttons. */
export function placeMentionErrors(
  violations: ReadonlyArray<{ propertyPath: string; message: string }>,
  fields: readonly string[],
): MentionErrors {
  const placed: MentionErrors = {};
  for (const { propertyPath, message } of violations) {
    const field = propertyPath.split('.')[0] ?? '';
    placed[fields.includes(field) ? field : '_error'] ??= message;
  }
  return placed;
}

/** A contract check's issues as violations. */
export function violationsOfIssues(error: ZodError): Array<{ propertyPath: string; message: string }> {
  return error.issues.map((issue) => ({ propertyPath: issue.path.join('.'), message: issue.message }));
}
