import FlipIcon from '@mui/icons-material/Flip';
import ThreeSixtyIcon from '@mui/icons-material/ThreeSixty';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type PhotographSummary, placeLabel, yearsLabel } from '../../lib/entities/archive-types';
import { pickTranslation } from '../../lib/i18n/pick-translation';
import { originalPhotographUrl } from '../../lib/media/image-urls';
import { documentPath } from '../../lib/routing/document-links';
import { routePath } from '../../lib/routing/route-links';
import type { TilePlacement } from '../masonry/masonry-layout';
import { PictureTile } from './picture-tile';
import { TileBadge } from './tile-badge';

export function photographTitle(
  photograph: Pick<PhotographSummary, 'id' | 'originalName' | 'translations'>,
  language: string,
): string {
  return (
    pickTranslation(photograph.translations, language)?.name?.trim() ||
    photograph.originalName ||
    `#${photograph.id}`
  );
}

interface PhotographTileProps {
  photograph: PhotographSummary;
  placement: TilePlacement;
  /** The colorized variant of the screen (`…/color`): colorized pictures and links. */
  color: boolean;
  showText: boolean;
  show25D: boolean;
  /** The RetroSnaps button appears from this many RetroSnaps on. */
  retrosnapsLinkMin: number;
  /** Open the photograph at this comment. */
  commentId?: number;
  priority?: boolean;
  /** More buttons beside the RetroSnaps button (add to album, remove from album). */
  moreActions?: ReactNode;
}

/** A photograph in an album or collection grid: picture, title, flip-side icon, RetroSnaps button, depth. */
export function PhotographTile({
  photograph,
  placement,
  color,
  showText,
  show25D,
  retrosnapsLinkMin,
  commentId,
  priority = false,
  moreActions,
}: PhotographTileProps) {
  const { t, i18n } = useTranslation('browse');
  const title = photographTitle(photograph, i18n.language);
  // Spec §4: colorized only for black-and-white photographs.
  const colorized = color && photograph.isBlackAndWhite && photograph.hasColorized === true;
  const retrosnapsPath =
    photograph.retrosnapsCount >= retrosnapsLinkMin
      ? routePath('PhotographRetrosnaps', { id: photograph.id })
      : null;
  return (
    <PictureTile
      to={documentPath(photograph['@id'], { color: colorized, commentId })}
      title={title}
      subtitle={[placeLabel(photograph.place, i18n.language), yearsLabel(photograph)]
        .filter(Boolean)
        .join(' · ')}
      sources={[{ filePath: photograph.filePath, colorized }]}
      imageRatio={photograph.ratio}
      width={placement.width}
      height={placement.height}
      showText={showText}
      priority={priority}
      depthMap={show25D && photograph.depthMapPath ? originalPhotographUrl(photograph.depthMapPath) : null}
      badges={
        photograph.backFilePath ? (
          <TileBadge label={t('feed.hasBackSide')}>
            <FlipIcon />
          </TileBadge>
        ) : null
      }
      actions={
        retrosnapsPath || moreActions ? (
          <>
            {retrosnapsPath && (
              <IconButton
                component={RouterLink}
                to={retrosnapsPath}
                size="small"
                aria-label={t('feed.retrosnapsCount', { title, count: photograph.retrosnapsCount })}
                title={t('feed.retrosnaps')}
                sx={{ bgcolor: 'rgba(0,0,0,0.6)', color: '#fff', '&:hover': { bgcolor: 'rgba(0,0,0,0.8)' } }}
              >
                <ThreeSixtyIcon fontSize="small" />
              </IconButton>
            )}
            {moreActions}
          </>
        ) : null
      }
    />
  );
}
