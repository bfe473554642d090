import CollectionsIcon from '@mui/icons-material/Collections';
import CommentIcon from '@mui/icons-material/Comment';
import ThreeSixtyIcon from '@mui/icons-material/ThreeSixty';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { tileRatio, tileSpan } from '../../../components/masonry/aspect-tile';
import type { TilePlacement } from '../../../components/masonry/masonry-layout';
import { WindowedMasonry } from '../../../components/masonry/windowed-masonry';
import { plainText } from '../../../components/rich-text/rich-text';
import { PhotographTile } from '../../../components/tiles/photograph-tile';
import { PictureTile } from '../../../components/tiles/picture-tile';
import { TileBadge } from '../../../components/tiles/tile-badge';
import type { PhotographSummary, RetrosnapSummary } from '../../../lib/entities/archive-types';
import { albumInLanguage } from '../../../lib/i18n/content-texts';
import type { AlbumComment } from '../../../lib/resources/comments';
import type { SubAlbum } from '../../../lib/resources/image-galleries';
import { documentPath } from '../../../lib/routing/document-links';

export type AlbumEntry =
  | { kind: 'album'; album: SubAlbum }
  | { kind: 'photograph'; photograph: PhotographSummary }
  | { kind: 'retrosnap'; retrosnap: RetrosnapSummary }
  | { kind: 'comment'; comment: AlbumComment };

const keyOf = (entry: AlbumEntry) => {
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
};

const spanOf = (entry: AlbumEntry) =>
  entry.kind === 'photograph'
    ? tileSpan(entry.photograph.ratio)
    : entry.kind === 'retrosnap'
      ? tileSpan(entry.retrosnap.ratio)
      : 1;

const ratioOf = (entry: AlbumEntry) => {
  switch (entry.kind) {
    case 'photograph':
      return tileRatio(entry.photograph.ratio);
    case 'retrosnap':
      return tileRatio(entry.retrosnap.ratio);
    default:
      return 1;
  }
};

interface AlbumGridProps {
  entries: readonly AlbumEntry[];
  color: boolean;
  showText: boolean;
  show25D: boolean;
}

/** Spec §2 album: the masonry of sub-albums, photographs, RetroSnaps and photograph comments. */
export function AlbumGrid({ entries, color, showText, show25D }: AlbumGridProps) {
  const { t, i18n } = useTranslation('browse');

  const render = useCallback(
    (entry: AlbumEntry, placement: TilePlacement, index: number) => {
      const size = { width: placement.width, height: placement.height };
      switch (entry.kind) {
        case 'album':
          return (
            <PictureTile
              {...size}
              to={documentPath(entry.album['@id'], { color })}
              title={albumInLanguage(entry.album, i18n.language).headline}
              subtitle={t('feed.album')}
              src={`/image_galleries/${entry.album.id}/list`}
              sources={[]}
              imageRatio={1}
              badges={
                <TileBadge label={t('feed.album')}>
                  <CollectionsIcon />
                </TileBadge>
              }
            />
          );
        case 'photograph':
          return (
            <PhotographTile
              photograph={entry.photograph}
              placement={placement}
              color={color}
              showText={showText}
              show25D={show25D}
              retrosnapsLinkMin={2}
              priority={index < 4}
            />
          );
        case 'retrosnap':
          return (
            <PictureTile
              {...size}
              to={documentPath(entry.retrosnap['@id'], { color })}
              title={plainText(entry.retrosnap.text).slice(0, 120) || t('feed.retrosnap')}
              subtitle={entry.retrosnap.place?.name ?? null}
              sources={[{ filePath: entry.retrosnap.filePath }]}
              imageRatio={entry.retrosnap.ratio}
              showText={showText}
              badges={
                <TileBadge label={t('feed.retrosnap')}>
                  <ThreeSixtyIcon />
                </TileBadge>
              }
            />
          );
        case 'comment': {
          const { comment } = entry;
          const to = comment.photograph
            ? documentPath(comment.photograph, { color, commentId: comment.id })
            : null;
          return (
            <PictureTile
              {...size}
              to={to}
              title={plainText(comment.text).slice(0, 140)}
              subtitle={comment.author?.name ?? null}
              src={`/comments/${comment.id}/showThumbnail/list`}
              sources={[]}
              imageRatio={1}
              badges={
                <TileBadge label={t('album.photographComment')}>
                  <CommentIcon />
                </TileBadge>
              }
            />
          );
        }
      }
    },
    [color, showText, show25D, t, i18n.language],
  );

  const photographCount = useMemo(
    () => entries.filter((entry) => entry.kind === 'photograph').length,
    [entries],
  );
  if (entries.length === 0) return null;
  return (
    <WindowedMasonry
      items={entries}
      getKey={keyOf}
      getRatio={ratioOf}
      getSpan={spanOf}
      renderItem={render}
      aria-label={t('album.gridLabel', { count: photographCount })}
      data-testid="album-grid"
    />
  );
}
