import CloudOffIcon from '@mui/icons-material/CloudOff';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useOffline } from '../../lib/offline/connectivity';

/**
 * The shell's offline badge: while the app is cut off (lib/offline/connectivity.ts) a chip at the
 * bottom left says that what the person sees comes from this device. Down there it covers part of
 * a picture, never a button of the top rows (the feed's campaign button sat under it before); it
 * lets clicks through. The status region is always there, so screen readers announce the chip.
 */
export function OfflineBadge({ aboveBottomNav }: { aboveBottomNav: boolean }) {
  const { t } = useTranslation();
  const offline = useOffline();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar,
        left: 'calc(env(safe-area-inset-left, 0px) + 16px)',
        bottom: `calc(env(safe-area-inset-bottom, 0px) + ${aboveBottomNav ? 72 : 16}px)`,
        display: 'flex',
        pointerEvents: 'none',
      }}
    >
      {offline && (
        <Box
          data-testid="offline-badge"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            maxWidth: 'calc(100vw - 32px)',
            px: 1.25,
            py: 0.25,
            borderRadius: 4,
            fontSize: '0.75rem',
            lineHeight: 1.6,
            fontWeight: 600,
            bgcolor: 'grey.900',
            color: 'common.white',
            border: 1,
            borderColor: 'grey.600',
            boxShadow: 3,
          }}
        >
          <CloudOffIcon sx={{ fontSize: '1rem' }} aria-hidden />
          <span>{t('offline.badge')}</span>
        </Box>
      )}
    </Box>
  );
}
