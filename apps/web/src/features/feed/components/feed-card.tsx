import CollectionsIcon from '@mui/icons-material/Collections';
import FlipIcon from '@mui/icons-material/Flip';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import ThreeSixtyIcon from '@mui/icons-material/ThreeSixty';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { showsCrowdfunding } from '@retropics/domain/collection-status';
import { VIEWER } from '@retropics/domain/constants';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AddToAlbumButton, overPictureButtonSx } from '../../../components/add-to-album/add-to-album-button';
import { CrowdfundingProgress } from '../../../components/crowdfunding/crowdfunding-progress';
import type { TilePlacement } from '../../../components/masonry/masonry-layout';
import { PictureTile } from '../../../components/tiles/picture-tile';
import { TileBadge } from '../../../components/tiles/tile-badge';
import { idOfIri } from '../../../lib/hydra/iri';
import { localName } from '../../../lib/i18n/content-texts';
import { pickTranslation } from '../../../lib/i18n/pick-translation';
import { originalPhotographUrl } from '../../../lib/media/image-urls';
import type { FeedItem } from '../../../lib/resources/feed-items';
import { documentPath } from '../../../lib/routing/document-links';
import { routePath } from '../../../lib/routing/route-links';
import type { LocalSettings } from '../../../lib/settings/settings-store';
import { feedImagesOf } from '../first-picture';
import { AnnouncementCard } from './announcement-card';

interface FeedCardProps {
  item: FeedItem;
  placement: TilePlacement;
  settings: Pick<LocalSettings, 'showColorized' | 'showInfosOverlay' | 'show25DPhotos'>;
  priority: boolean;
}

/**
 * The card's name in the reader's language. A RetroSnap's translations carry its photograph's
 * names, so it says what it is: 'RetroSnap: <photograph>' (its year stands beside it).
 */
export function feedItemTitle(item: FeedItem, language: string, t: TFunction<'browse'>): string {
  const name = pickTranslation(item.translations, language)?.name?.trim() || item.headline;
  return item.documentType === 'Retrosnap' ? t('feed.retrosnapTitle', { title: name }) : name;
}

function years(item: FeedItem): string | null {
  if (item.fromYear && item.toYear)
    return item.fromYear === item.toYear ? `${item.fromYear}` : `${item.fromYear}–${item.toYear}`;
  return null;
}

/** One feed card (spec §2 feed): announcement, album, collection, photograph, or a RetroSnap from a search. */
export function FeedCard({ item, placement, settings, priority }: FeedCardProps) {
  const { t, i18n } = useTranslation('browse');
  const title = feedItemTitle(item, i18n.language, t);
  const city = localName(item.city, item.cityNames, i18n.language);

  if (item.documentType === 'Announcement')
    return <AnnouncementCard item={item} placement={placement} title={title} />;

  const paths = feedImagesOf(item);
  const colorized = settings.showColorized && item.hasColorized;
  const common = {
    title,
    imageRatio: item.imageRatio,
    width: placement.width,
    height: placement.height,
    priority,
  };

  if (item.documentType === 'ImageGallery') {
    const id = idOfIri(item.document);
    return (
      <Box sx={{ height: '100%' }} data-document-type="ImageGallery">
        <PictureTile
          {...common}
          to={documentPath(item.document, { color: settings.showColorized })}
          subtitle={[t('feed.album'), city].filter(Boolean).join(' · ')}
          src={item.customThumbnail ? `/image_galleries/${id}/list` : null}
          sources={paths.slice(0, 4).map((filePath) => ({ filePath }))}
          badges={
            <TileBadge label={t('feed.album')}>
              <CollectionsIcon />
            </TileBadge>
          }
          // Spec §2 feed: an album goes into another album as a sub-album.
          actions={<AddToAlbumButton item={{ iri: item.document, title }} />}
        />
      </Box>
    );
  }

  if (item.documentType === 'PhotographCollection') {
    const crowdfunding =
      item.status !== null && showsCrowdfunding(item.status) && (item.crowdfundingRequired ?? 0) > 0;
    return (
      <Box sx={{ height: '100%' }} data-document-type="PhotographCollection">
        <PictureTile
          {...common}
          to={documentPath(item.document)}
          subtitle={[t('feed.collection'), city, years(item)].filter(Boolean).join(' · ')}
          sources={paths.slice(0, 4).map((filePath) => ({ filePath }))}
          badges={
            <TileBadge label={t('feed.collection')}>
              <PhotoLibraryIcon />
            </TileBadge>
          }
          footer={
            crowdfunding ? (
              <CrowdfundingProgress
                funded={item.crowdfundingFunded ?? 0}
                required={item.crowdfundingRequired ?? 0}
                overImage
                size="small"
              />
            ) : null
          }
        />
      </Box>
    );
  }

  const isRetrosnap = item.documentType === 'Retrosnap';
  const photographId = idOfIri(item.document);
  const retrosnapsPath = isRetrosnap ? null : routePath('PhotographRetrosnaps', { id: photographId });
  const depthMap =
    !isRetrosnap && settings.show25DPhotos && item.depthMapPath
      ? originalPhotographUrl(item.depthMapPath)
      : null;
  return (
    <Box sx={{ height: '100%' }} data-document-type={item.documentType}>
      <PictureTile
        {...common}
        to={documentPath(item.document, { color: colorized })}
        // Spec §2 feed: a card always names its picture and town, also for a first visitor, whose
        // 'show infos overlay' is off (spec §4); that switch adds the years.
        subtitle={
          isRetrosnap || settings.showInfosOverlay ? [city, years(item)].filter(Boolean).join(' · ') : city
        }
        // A photograph's versions cross-fade; a RetroSnap fades between now and then.
        sources={(isRetrosnap ? paths.slice(0, 2) : paths).map((filePath) => ({ filePath, colorized }))}
        depthMap={depthMap}
        depthThreshold={VIEWER.depthThreshold.feed}
        badges={
          <>
            {isRetrosnap && (
              <TileBadge label={t('feed.thenAndNow')}>
                <ThreeSixtyIcon />
              </TileBadge>
            )}
            {item.hasBackImage && (
              <TileBadge label={t('feed.hasBackSide')}>
                <FlipIcon />
              </TileBadge>
            )}
          </>
        }
        actions={
          <>
            {retrosnapsPath && (
              <IconButton
                component={RouterLink}
                to={retrosnapsPath}
                size="small"
                aria-label={t('feed.retrosnapsOf', { title })}
                title={t('feed.retrosnaps')}
                sx={overPictureButtonSx}
              >
                <ThreeSixtyIcon fontSize="small" />
              </IconButton>
            )}
            <AddToAlbumButton item={{ iri: item.document, title }} />
          </>
        }
      />
    </Box>
  );
}
