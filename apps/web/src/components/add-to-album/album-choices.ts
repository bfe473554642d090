import { GALLERY_ITEMS_MAX, GALLERY_MESSAGES } from '@retropics/domain/contracts/image-gallery.contract';
import { type GalleryItem, type GalleryItemLists, galleryHolds } from '@retropics/domain/gallery-items';
import { ApiError } from '../../lib/hydra/hydra-client';

/**
 * Spec §2 feed 'a dialog with the user's galleries sorted by headline': in the reader's
 * alphabet, so 'ägypten' sorts beside 'Ägypten' and 'Album 2' before 'Album 10'.
 */
export function albumsByHeadline<Album extends { headline: string; id: number }>(
  albums: readonly Album[],
  language: string,
): Album[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  return [...albums].sort((a, b) => collator.compare(a.headline.trim(), b.headline.trim()) || a.id - b.id);
}

/** How an album stands to the item: open for it, holding it already, or the item itself. */
export type AlbumChoiceState = 'open' | 'holds' | 'self';

export function choiceState(
  album: GalleryItemLists & { '@id': string },
  item: GalleryItem,
): AlbumChoiceState {
  if (album['@id'] === item.iri) return 'self';
  return galleryHolds(album, item) ? 'holds' : 'open';
}

/** A text of the `album-actions` namespace with its values, ready for `t(key, values)`. */
export interface FailureText {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * The server refuses in English (its contract's messages); the reader sees the same rule in their
 * language. A refusal without a known message still gets a sentence by its status.
 */
const textOfMessage = new Map<string, FailureText>([
  [GALLERY_MESSAGES.unknownPhotograph, { key: 'errors.unknownItem' }],
  [GALLERY_MESSAGES.unknownRetrosnap, { key: 'errors.unknownItem' }],
  // The server refuses a comment that is missing, private, someone else's or without a box alike (spec §6).
  [GALLERY_MESSAGES.unknownComment, { key: 'errors.commentNotYours' }],
  [GALLERY_MESSAGES.unknownGallery, { key: 'errors.unknownItem' }],
  [GALLERY_MESSAGES.ownSubGallery, { key: 'errors.ownSubAlbum' }],
  [GALLERY_MESSAGES.subGalleryCycle, { key: 'errors.cycle' }],
  [GALLERY_MESSAGES.foreignPrivateSubGallery, { key: 'errors.foreignPrivate' }],
  [GALLERY_MESSAGES.tooMany, { key: 'errors.tooMany', values: { max: GALLERY_ITEMS_MAX } }],
]);

export function failureText(error: unknown): FailureText {
  if (!(error instanceof ApiError)) return { key: 'errors.offline' };
  for (const { message } of error.violations) {
    const known = textOfMessage.get(message);
    if (known) return known;
  }
  const known = textOfMessage.get(error.message);
  if (known) return known;
  if (error.status === 401) return { key: 'errors.signedOut' };
  if (error.status === 403) return { key: 'errors.notYours' };
  if (error.status === 404) return { key: 'errors.albumGone' };
  return { key: 'errors.other' };
}
