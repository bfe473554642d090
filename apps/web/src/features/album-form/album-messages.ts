import { ATTRIBUTE_MESSAGES } from '@retropics/domain/contracts/category-attributes.contract';
import { GALLERY_MESSAGES } from '@retropics/domain/contracts/image-gallery.contract';
import type { TFunction } from 'i18next';

/**
 * What the server's upload answers for a file that is no image, or for none (apps/server
 * media: image.repository.ts and upload.service.ts); they are not part of a domain contract.
 */
export const UPLOAD_MESSAGES = {
  notAnImage: 'Only JPEG, PNG and GIF images can be uploaded.',
  chooseFile: 'Choose an image to upload.',
} as const;

/**
 * Every message of the album and attribute contracts (the form's check and the server's 422
 * violations alike) and of the cover upload has a key in `album-form.json`: the English sentence
 * is shown in the reader's language.
 */
const keyOfMessage: Record<string, string> = Object.fromEntries([
  ...Object.entries(GALLERY_MESSAGES).map(([key, message]) => [message, `errors.gallery.${key}`]),
  ...Object.entries(ATTRIBUTE_MESSAGES).map(([key, message]) => [message, `errors.attribute.${key}`]),
  ...Object.entries(UPLOAD_MESSAGES).map(([key, message]) => [message, `errors.upload.${key}`]),
]);

/** The i18n key of a message, or undefined for one the form does not know. */
export function messageKey(message: string): string | undefined {
  return keyOfMessage[message];
}

/** A message in the reader's language; one the form does not know becomes a general hint. */
export function albumMessageText(t: TFunction<'album-form'>, message: string): string {
  return t(keyOfMessage[message] ?? 'errors.invalid');
}
