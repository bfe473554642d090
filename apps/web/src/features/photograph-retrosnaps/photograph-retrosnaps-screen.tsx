import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { tileRatio, tileSpan } from '../../components/masonry/aspect-tile';
import type { TilePlacement } from '../../components/masonry/masonry-layout';
import { WindowedMasonry } from '../../components/masonry/windowed-masonry';
import { plainText } from '../../components/rich-text/rich-text';
import { useCloseScreen } from '../../components/show-page/use-close-screen';
import { usePageTitle } from '../../components/show-page/use-page-title';
import { photographTitle } from '../../components/tiles/photograph-tile';
import { PictureTile } from '../../components/tiles/picture-tile';
import { TileImage } from '../../components/tiles/tile-image';
import { placeLabel, type RetrosnapSummary, yearsLabel } from '../../lib/entities/archive-types';
import { formatDate } from '../../lib/i18n/format-date';
import { preloadNamespace } from '../../lib/i18n/preload-namespace';
import { usePhotograph } from '../../lib/resources/photographs';
import { usePhotographRetrosnaps } from '../../lib/resources/retrosnaps';
import { documentPath } from '../../lib/routing/document-links';
import { routePath } from '../../lib/routing/route-links';

preloadNamespace('browse');

const keyOf = (retrosnap: RetrosnapSummary) => retrosnap['@id'];
const ratioOf = (retrosnap: RetrosnapSummary) => tileRatio(retrosnap.ratio);
const spanOf = (retrosnap: RetrosnapSummary) => tileSpan(retrosnap.ratio);

/** Spec §2 PhotographRetrosnaps `/photographs/retrosnaps/:id`: every RetroSnap of a photograph, create and close buttons. */
export default function PhotographRetrosnapsScreen() {
  const { t, i18n } = useTranslation('browse');
  const id = Number(useParams().id);
  const close = useCloseScreen();
  const photograph = usePhotograph(id);
  const snaps = usePhotographRetrosnaps(id);
  const title = photograph.data ? photographTitle(photograph.data, i18n.language) : null;
  usePageTitle(title ? t('retrosnaps.title', { title }) : null);
  const createPath = routePath('RetrosnapCreate', { photograph: id });
  const photographPath = documentPath(`/photographs/${id}`);

  const render = useCallback(
    (retrosnap: RetrosnapSummary, placement: TilePlacement) => (
      <PictureTile
        to={documentPath(retrosnap['@id'])}
        title={plainText(retrosnap.text).slice(0, 120) || t('feed.retrosnap')}
        subtitle={[
          // The photo credit: the photographer where the archive names one, else the person who took it here.
          retrosnap.attribution.photographer ?? retrosnap.author?.name,
          retrosnap.dateText ?? formatDate(retrosnap.dateCreated.slice(0, 10)),
        ]
          .filter(Boolean)
          .join(' · ')}
        sources={[{ filePath: retrosnap.filePath }]}
        imageRatio={retrosnap.ratio}
        width={placement.width}
        height={placement.height}
      />
    ),
    [t],
  );

  return (
    <Container maxWidth="lg" sx={{ py: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <IconButton onClick={close} aria-label={t('retrosnaps.close')} edge="start">
          <CloseIcon />
        </IconButton>
        <Typography
          component="h1"
          variant="h2"
          sx={{ flexGrow: 1, fontSize: { xs: '1.2rem', sm: '1.5rem' } }}
        >
          {title ? t('retrosnaps.title', { title }) : t('feed.retrosnaps')}
        </Typography>
        {createPath && (
          <Button component={RouterLink} to={createPath} variant="contained" startIcon={<AddAPhotoIcon />}>
            {t('retrosnaps.create')}
          </Button>
        )}
      </Box>

      {photograph.data && (
        <Box
          sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 3, flexWrap: 'wrap' }}
          data-testid="retrosnaps-original"
        >
          <Box
            sx={{
              position: 'relative',
              width: 160,
              aspectRatio: String(photograph.data.ratio || 1),
              borderRadius: 1,
              overflow: 'hidden',
            }}
          >
            <TileImage sources={[{ filePath: photograph.data.filePath }]} size="list" />
          </Box>
          <Box>
            <Typography sx={{ color: 'text.secondary' }}>{t('retrosnaps.original')}</Typography>
            {photographPath ? (
              <Button component={RouterLink} to={photographPath} sx={{ px: 0 }}>
                {title}
              </Button>
            ) : (
              <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
            )}
            <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
              {[placeLabel(photograph.data.place, i18n.language), yearsLabel(photograph.data)]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
        </Box>
      )}
      {photograph.isError && (
        <Typography role="alert" sx={{ mb: 2 }}>
          {t('retrosnaps.photographMissing')}
        </Typography>
      )}

      {snaps.isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('retrosnaps.loading')} />
        </Box>
      )}
      {snaps.isSuccess && snaps.retrosnaps.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }} data-testid="retrosnaps-empty">
          {t('retrosnaps.empty')}
        </Typography>
      )}
      <WindowedMasonry
        items={snaps.retrosnaps}
        getKey={keyOf}
        getRatio={ratioOf}
        getSpan={spanOf}
        renderItem={render}
        aria-label={t('retrosnaps.gridLabel', { count: snaps.retrosnaps.length })}
        data-testid="retrosnaps-grid"
      />
    </Container>
  );
}
