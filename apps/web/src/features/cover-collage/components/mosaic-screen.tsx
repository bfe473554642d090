import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseScreen } from '../../../components/show-page/use-close-screen';
import { ViewerStage } from '../../../components/viewer-overlay/viewer-stage';

// The screens' texts load with their code, not after the first render asks for them.
// (On a first visit this module may load before i18next has started; then it waits for that.)
if (i18next.isInitialized) void i18next.loadNamespaces('viewer');
else i18next.on('initialized', () => void i18next.loadNamespaces('viewer'));

interface MosaicScreenProps {
  title: string | null;
  note?: string | null;
  state: 'loading' | 'error' | 'empty' | 'ready';
  errorText?: string;
  emptyText?: string;
  children?: ReactNode;
  footer?: ReactNode;
}

/** The frame of the cover and collage screens: close button, title, the zoomable picture, a footer. */
export function MosaicScreen({
  title,
  note,
  state,
  errorText,
  emptyText,
  children,
  footer,
}: MosaicScreenProps) {
  const { t } = useTranslation('viewer');
  const close = useCloseScreen();
  return (
    <ViewerStage>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          p: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
        }}
      >
        <Tooltip title={t('close')}>
          <IconButton onClick={close} aria-label={t('close')} data-testid="mosaic-close">
            <CloseIcon />
          </IconButton>
        </Tooltip>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="h1" sx={{ fontWeight: 600, fontSize: { xs: '1rem', sm: '1.15rem' } }} noWrap>
            {title ?? ''}
          </Typography>
          {note && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
              {note}
            </Typography>
          )}
        </Box>
      </Box>
      <Box sx={{ position: 'relative', flex: 1, minHeight: 0 }}>
        <Typography id="mosaic-keys-hint" sx={visuallyHidden}>
          {t('keysHint')}
        </Typography>
        {state === 'ready' && children}
        {state === 'loading' && (
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
            <CircularProgress aria-label={t('mosaic.loading')} />
          </Box>
        )}
        {(state === 'error' || state === 'empty') && (
          <Box sx={{ p: 3, display: 'grid', gap: 2, justifyItems: 'start' }}>
            <Typography>{state === 'error' ? errorText : emptyText}</Typography>
            <Button startIcon={<ArrowBackIcon />} onClick={close} variant="outlined" color="inherit">
              {t('close')}
            </Button>
          </Box>
        )}
      </Box>
      {state === 'ready' && footer && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            flexWrap: 'wrap',
            p: 1,
            bgcolor: 'background.paper',
            color: 'text.primary',
          }}
        >
          {footer}
        </Box>
      )}
    </ViewerStage>
  );
}
