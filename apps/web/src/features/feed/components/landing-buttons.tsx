import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { mediaQueries } from '../../../lib/layout/breakpoints';
import { useMatchMedia } from '../../../lib/layout/use-media-query';
import { routePath } from '../../../lib/routing/route-links';

/** The narrow row's height; index.html's splash leaves this much room above the first cards. */
const NARROW_ROW_HEIGHT_PX = 48;

/**
 * Spec §2 feed: the landing buttons — report a collection, browse the collections — with their
 * narrow variant at 768 px and less. Only buttons whose screen exists are shown.
 */
export function LandingButtons() {
  const { t } = useTranslation('browse');
  const narrow = useMatchMedia(mediaQueries.narrow);
  const reportPath = routePath('PhotographCollectionCreate');
  const collectionsPath = routePath('CollectionsList');
  if (!reportPath && !collectionsPath) return null;

  const buttons = (
    <>
      {reportPath && (
        <Button
          component={RouterLink}
          to={reportPath}
          variant="contained"
          size={narrow ? 'small' : 'medium'}
          startIcon={<AddPhotoAlternateIcon />}
        >
          {t('feed.reportCollection')}
        </Button>
      )}
      {collectionsPath && (
        <Button
          component={RouterLink}
          to={collectionsPath}
          variant={reportPath ? 'outlined' : 'contained'}
          size={narrow ? 'small' : 'medium'}
          startIcon={<VolunteerActivismIcon />}
        >
          {t('feed.browseCollections')}
        </Button>
      )}
    </>
  );

  if (narrow) {
    // One row of equal cells, each as high as two lines of its label, whatever the language and
    // the width: the splash in index.html keeps exactly this room for it (48 px + 12 px).
    return (
      <Box
        sx={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: '1fr',
          gap: 1,
          mb: 1.5,
          '& > a': { height: NARROW_ROW_HEIGHT_PX, lineHeight: 1.2, textAlign: 'center' },
        }}
        data-testid="landing-buttons"
      >
        {buttons}
      </Box>
    );
  }
  return (
    <Paper
      variant="outlined"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2, mb: 2, flexWrap: 'wrap' }}
      data-testid="landing-buttons"
    >
      <Box sx={{ flex: '1 1 20rem' }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
          {t('feed.landingHeading')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: '0.95rem' }}>{t('feed.landingText')}</Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{buttons}</Box>
    </Paper>
  );
}
