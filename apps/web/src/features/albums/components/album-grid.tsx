import CollectionsIcon from '@mui/icons-material/Collections';
import CommentIcon from '@mui/icons-material/Comment';
import ThreeSixtyIcon from '@mui/icons-material/ThreeSixty';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToAlbumButton } from '../../../components/add-to-album/add-to-album-button';
import { tileRatio, tileSpan } from '../../../components/masonry/aspect-tile';
import type { TilePlacement } from '../../../components/masonry/masonry-layout';
import { WindowedMasonry } from '../../../components/masonry/windowed-masonry';
import { PhotographTile } from '../../../components/tiles/photograph-tile';
import { PictureTile } from '../../../components/tiles/picture-tile';
import { TileBadge } from '../../../components/tiles/tile-badge';
import { albumCoverUrl } from '../../../lib/media/image-urls';
import { documentPath } from '../../../lib/routing/document-links';
import { type AlbumEntry, entryIri, entryTitle } from './album-entries';

const keyOf = entryIri;

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
  /** Whether the reader may put this entry into an album of theirs (signed in; own comments only). */
  canAdd?: (entry: AlbumEntry) => boolean;
  /** The owner's buttons of an entry (remove from the album). */
  ownerActions?: (entry: AlbumEntry, title: string) => ReactNode;
}

/** Spec §2 album: the masonry of sub-albums, photographs, RetroSnaps and photograph comments. */
export function AlbumGrid({ entries, color, showText, show25D, canAdd, ownerActions }: AlbumGridProps) {
  const { t, i18n } = useTranslation('browse');

  const render = useCallback(
    (entry: AlbumEntry, placement: TilePlacement, index: number) => {
      const size = { width: placement.width, height: placement.height };
      const title = entryTitle(entry, i18n.language, t);
      const adding = canAdd?.(entry) ? <AddToAlbumButton item={{ iri: entryIri(entry), title }} /> : null;
      const owning = ownerActions?.(entry, title) ?? null;
      const actions =
        adding || owning ? (
          <>
            {adding}
            {owning}
          </>
        ) : null;
      switch (entry.kind) {
        case 'album':
          return (
            <PictureTile
              {...size}
              to={documentPath(entry.album['@id'], { color })}
              title={title}
              actions={actions}
              subtitle={t('feed.album')}
              src={albumCoverUrl(entry.album, 'list')}
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
              moreActions={actions}
            />
          );
        case 'retrosnap':
          return (
            <PictureTile
              {...size}
              to={documentPath(entry.retrosnap['@id'], { color })}
              title={title}
              actions={actions}
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
              title={title}
              actions={actions}
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
    [color, showText, show25D, t, i18n.language, canAdd, ownerActions],
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
