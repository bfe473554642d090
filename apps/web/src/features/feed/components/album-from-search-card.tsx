import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type SearchFilter, searchParametersParam } from '@retropics/domain/search-filters';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isSignedIn, useSession } from '../../../lib/auth/session-store';
import { promptSignIn } from '../../../lib/auth/sign-in-prompt';
import { routePath } from '../../../lib/routing/route-links';

/**
 * Spec §2 feed: 'When filters exist, a card offers creating an album from the search parameters'.
 * It opens ImageGalleryCreateSearchparameters with the filters; a visitor is asked to sign in.
 */
export function AlbumFromSearchCard({ filters }: { filters: readonly SearchFilter[] }) {
  const { t } = useTranslation('browse');
  const titleId = useId();
  const signedIn = isSignedIn(useSession());
  const base = routePath('ImageGalleryCreateSearchparameters');
  if (!base || filters.length === 0) return null;
  const to = `${base}?${searchParametersParam(filters)}`;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2, mb: 2, flexWrap: 'wrap' }}
      data-testid="album-from-search"
    >
      <AddPhotoAlternateIcon color="primary" sx={{ fontSize: 36 }} aria-hidden />
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography id={titleId} component="h2" sx={{ fontWeight: 700, fontSize: '1rem' }}>
          {t('albumFromSearch.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
          {t('albumFromSearch.text')}
        </Typography>
      </Box>
      {signedIn ? (
        <Button component={RouterLink} to={to} variant="contained">
          {t('albumFromSearch.action')}
        </Button>
      ) : (
        <Button variant="contained" onClick={promptSignIn}>
          {t('albumFromSearch.action')}
        </Button>
      )}
    </Paper>
  );
}
