import type { GalleryItemList } from '@retropics/domain/gallery-items';
import type { TFunction } from 'i18next';
import { plainText } from '../../../components/rich-text/rich-text';
import { photographTitle } from '../../../components/tiles/photograph-tile';
import type { TileImageSource } from '../../../components/tiles/tile-image';
import type { PhotographSummary, RetrosnapSummary } from '../../../lib/entities/archive-types';
import { albumInLanguage } from '../../../lib/i18n/content-texts';
import { albumCoverUrl } from '../../../lib/media/image-urls';
import type { AlbumComment } from '../../../lib/resources/comments';
import type { SubAlbum } from '../../../lib/resources/image-galleries';

/** One thing an album shows, with its kind. */
export type AlbumEntry =
  | { kind: 'album'; album: SubAlbum }
  | { kind: 'photograph'; photograph: PhotographSummary }
  | { kind: 'retrosnap'; retrosnap: RetrosnapSummary }
  | { kind: 'comment'; comment: AlbumComment };

/** The entry's IRI: its key in the grid and its item in the album's lists. */
export function entryIri(entry: AlbumEntry): string {
  switch (entry.kind) {
    case 'album':
      return entry.album['@id'];
    case 'photograph':
      return entry.photograph['@id'];
    case 'retrosnap':
      return entry.retrosnap['@id'];
    case 'comment':
      return entry.comment['@id'];
  }
}

/** The album list that holds the entry (the lists of the album's JSON-LD). */
export function entryList(entry: AlbumEntry): GalleryItemList {
  switch (entry.kind) {
    case 'album':
      return 'subGalleries';
    case 'photograph':
      return 'photographs';
    case 'retrosnap':
      return 'retrosnaps';
    case 'comment':
      return 'photographComments';
  }
}

/** What a tile says of the entry, in the reader's language. */
export function entryTitle(entry: AlbumEntry, language: string, t: TFunction<'browse'>): string {
  switch (entry.kind) {
    case 'album':
      return albumInLanguage(entry.album, language).headline;
    case 'photograph':
      return photographTitle(entry.photograph, language);
    case 'retrosnap':
      return plainText(entry.retrosnap.text).slice(0, 120) || t('feed.retrosnap');
    case 'comment':
      return plainText(entry.comment.text).slice(0, 140);
  }
}

/** The entry's picture: thumbnails of a file, or a direct address (cover, comment section). */
export function entryPicture(entry: AlbumEntry): { sources: TileImageSource[]; src: string | null } {
  switch (entry.kind) {
    case 'album':
      return { sources: [], src: albumCoverUrl(entry.album, 'list') };
    case 'photograph':
      return { sources: [{ filePath: entry.photograph.filePath }], src: null };
    case 'retrosnap':
      return { sources: [{ filePath: entry.retrosnap.filePath }], src: null };
    case 'comment':
      return { sources: [], src: `/comments/${entry.comment.id}/showThumbnail/list` };
  }
}
