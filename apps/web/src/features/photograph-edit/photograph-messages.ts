import { ATTRIBUTE_MESSAGES } from '@retropics/domain/contracts/category-attributes.contract';
import { GALLERY_MESSAGES } from '@retropics/domain/contracts/image-gallery.contract';
import { PHOTOGRAPH_MESSAGES } from '@retropics/domain/contracts/photograph.contract';
import {
  FROM_YEAR_MIN_MESSAGE,
  INTERNAL_RATING_MESSAGE,
  INVALID_YEAR_MESSAGE,
  TO_YEAR_ORDER_MESSAGE,
} from '@retropics/domain/years';
import type { TFunction } from 'i18next';

/**
 * Every message of the photograph contract (the form's check and the server's 422 violations
 * alike) has a key in `photograph-edit.json`, so it shows in the reader's language; the spec's
 * year messages (§5) among them.
 */
const keyOfMessage: Record<string, string> = Object.fromEntries([
  ...Object.entries(PHOTOGRAPH_MESSAGES).map(([key, message]) => [message, `errors.photograph.${key}`]),
  ...Object.entries(ATTRIBUTE_MESSAGES).map(([key, message]) => [message, `errors.attribute.${key}`]),
  [GALLERY_MESSAGES.place, 'errors.photograph.unknownPlace'],
  [INVALID_YEAR_MESSAGE, 'errors.years.invalid'],
  [FROM_YEAR_MIN_MESSAGE, 'errors.years.fromMin'],
  [TO_YEAR_ORDER_MESSAGE, 'errors.years.toOrder'],
  [INTERNAL_RATING_MESSAGE, 'errors.internalRating'],
]);

/** A message in the reader's language; one the form does not know becomes a general hint. */
export function photographMessageText(t: TFunction<'photograph-edit'>, message: string): string {
  return t(keyOfMessage[message] ?? 'errors.invalid');
}
