import CloseIcon from '@mui/icons-material/Close';
import ViewInArIcon from '@mui/icons-material/ViewInAr';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

const DISMISSED_KEY = 'retropics.depthPromoDismissed';

export function isDepthPromoDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function dismissDepthPromo(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Not remembered: it shows again next visit, which is harmless.
  }
}

/**
 * Spec §2 feed: the dismissible 3D promo card. It appears only when the feed holds photographs
 * with a depth map, so that it never promises an effect the visitor cannot find.
 */
export function DepthPromoCard({
  onDismiss,
  viewerPath,
}: {
  onDismiss: () => void;
  viewerPath: string | null;
}) {
  const { t } = useTranslation('browse');
  return (
    <Box
      data-testid="depth-promo"
      sx={{
        position: 'relative',
        height: '100%',
        borderRadius: 1.5,
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 1,
        background: 'linear-gradient(160deg, #3b2f55, #1d1915)',
        color: '#fff',
      }}
    >
      <IconButton
        onClick={onDismiss}
        aria-label={t('promo.close')}
        size="small"
        sx={{ position: 'absolute', top: 4, right: 4, color: 'inherit' }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
      <ViewInArIcon sx={{ fontSize: 40 }} aria-hidden />
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
        {t('promo.heading')}
      </Typography>
      <Typography sx={{ fontSize: '0.9rem', opacity: 0.92 }}>{t('promo.text')}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {viewerPath && (
          <Button component={RouterLink} to={viewerPath} variant="contained" size="small">
            {t('promo.open')}
          </Button>
        )}
        <Button
          onClick={onDismiss}
          variant={viewerPath ? 'text' : 'contained'}
          size="small"
          sx={{ color: viewerPath ? 'inherit' : undefined }}
        >
          {t('promo.gotIt')}
        </Button>
      </Box>
    </Box>
  );
}
