import { ATTRIBUTE_MESSAGES } from '@retropics/domain/contracts/category-attributes.contract';
import { COMMENT_MESSAGES } from '@retropics/domain/contracts/comment.contract';
import type { TFunction } from 'i18next';

/**
 * The contract's messages (client check and server violations alike) are English sentences: each
 * is shown in the reader's language by its key in `annotate.json`.
 */
const keyOfMessage: Record<string, string> = {
  [COMMENT_MESSAGES.textRequired]: 'errors.textRequired',
  [COMMENT_MESSAGES.textLength]: 'errors.textLength',
  [COMMENT_MESSAGES.box]: 'errors.box',
  [COMMENT_MESSAGES.boxInside]: 'errors.boxInside',
  [COMMENT_MESSAGES.boxSize]: 'errors.boxSize',
  [COMMENT_MESSAGES.boxDegrees]: 'errors.boxDegrees',
  [COMMENT_MESSAGES.category]: 'errors.category',
  [COMMENT_MESSAGES.unknownCategory]: 'errors.category',
  [COMMENT_MESSAGES.notForComments]: 'errors.notForComments',
  [COMMENT_MESSAGES.unknownFace]: 'errors.unknownFace',
  [COMMENT_MESSAGES.noBackside]: 'errors.noBackside',
  [COMMENT_MESSAGES.unknownSubject]: 'errors.unknownSubject',
  [ATTRIBUTE_MESSAGES.text]: 'errors.attributeText',
  [ATTRIBUTE_MESSAGES.number]: 'errors.attributeNumber',
  [ATTRIBUTE_MESSAGES.date]: 'errors.attributeDate',
  [ATTRIBUTE_MESSAGES.dateMin]: 'errors.attributeDateMin',
  [ATTRIBUTE_MESSAGES.time]: 'errors.attributeTime',
  [ATTRIBUTE_MESSAGES.boolean]: 'errors.attributeBoolean',
  [ATTRIBUTE_MESSAGES.location]: 'errors.attributeLocation',
  [ATTRIBUTE_MESSAGES.albumLink]: 'errors.attributeAlbumLink',
  [ATTRIBUTE_MESSAGES.unknown]: 'errors.attributeUnknown',
  [ATTRIBUTE_MESSAGES.withoutCategory]: 'errors.attributeWithoutCategory',
};

/** A message of the comment or attribute contract in the reader's language; others as a general hint. */
export function commentMessageText(t: TFunction<'annotate'>, message: string): string {
  return t(keyOfMessage[message] ?? 'errors.invalid');
}

/** Where a message shows: the field it names, the area section for `box.*`, else above the buttons. */
export function fieldOfPath(path: string): string {
  if (path === 'text' || path === 'category' || path.startsWith('categoryAttributes.')) return path;
  if (path === 'box' || path.startsWith('box.')) return 'box';
  if (path === 'categoryAttributes') return 'category';
  return '_error';
}
