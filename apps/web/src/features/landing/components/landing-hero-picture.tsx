import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { TileImage } from '../../../components/tiles/tile-image';
import type { HydraCollection } from '../../../lib/hydra/hydra-client';
import { localName } from '../../../lib/i18n/content-texts';
import { pickTranslation } from '../../../lib/i18n/pick-translation';
import { type FeedItem, feedItemListQuery } from '../../../lib/resources/feed-items';
import { documentPath } from '../../../lib/routing/document-links';

/** The archive's best-rated photograph: what RetroPics saves, shown as it is, never a stock picture. */
const HERO_URL = '/feed_items?documentType=Photograph&itemsPerPage=1';

/**
 * Spec §2 landing `/retro`: a real photograph of the archive behind the header, darkened so the
 * white text keeps its contrast, with a caption that names it and links to it.
 */
export function useHeroPhotograph(): FeedItem | null {
  const { data } = useQuery(feedItemListQuery<FeedItem>(HERO_URL));
  return (data as HydraCollection<FeedItem> | undefined)?.['hydra:member'][0] ?? null;
}

export function LandingHeroPicture({ photograph }: { photograph: FeedItem }) {
  const filePath = photograph.images[0]?.filePath ?? photograph.thumbnail;
  if (!filePath) return null;
  return (
    <Box
      aria-hidden
      sx={{ position: 'absolute', inset: 0, overflow: 'hidden' }}
      data-testid="landing-hero-picture"
    >
      <TileImage sources={[{ filePath }]} size="display" priority />
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          background:
            'linear-gradient(to bottom, rgba(22,19,15,0.72) 0%, rgba(22,19,15,0.62) 45%, rgba(22,19,15,0.9) 100%)',
        }}
      />
    </Box>
  );
}

/** 'Picture: <title>, <town>' linking to the photograph, so the hero is never an unnamed decoration. */
export function LandingHeroCaption({ photograph }: { photograph: FeedItem }) {
  const { t, i18n } = useTranslation('browse');
  const name = pickTranslation(photograph.translations, i18n.language)?.name?.trim() || photograph.headline;
  const to = documentPath(photograph.document);
  const label = [name, localName(photograph.city, photograph.cityNames, i18n.language)]
    .filter(Boolean)
    .join(', ');
  return (
    <Box
      component="p"
      sx={{ m: 0, mt: 3, fontSize: '0.85rem', opacity: 0.85 }}
      data-testid="landing-hero-caption"
    >
      {t('landing.heroCaption')}{' '}
      {to ? (
        <Link component={RouterLink} to={to} color="inherit" underline="always">
          {label}
        </Link>
      ) : (
        label
      )}
    </Box>
  );
}
