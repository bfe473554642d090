import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import NoPhotographyOutlinedIcon from '@mui/icons-material/NoPhotographyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CameraFailure } from '../../lib/device/rear-camera';

/**
 * Why there is no camera picture and what to do about it (spec §8: the failure is logged, but
 * the person must see why nothing happens), with a retry and a way back.
 */
export function CameraFailureScreen({
  failure,
  onRetry,
  onBack,
}: {
  failure: CameraFailure;
  onRetry: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('camera');
  const heading = useRef<HTMLHeadingElement>(null);
  // The screen replaces the camera: focus moves to what it says, so a screen reader reads it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box
      role="alert"
      data-testid="camera-failure"
      data-failure={failure}
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        px: 3,
        py: 4,
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ maxWidth: 480, textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}>
        <NoPhotographyOutlinedIcon sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
        <Typography ref={heading} tabIndex={-1} component="h1" variant="h5" sx={{ outline: 'none' }}>
          {t(`failure.${failure}.title`)}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t(`failure.${failure}.text`)}</Typography>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center', mt: 1 }}>
          <Button variant="contained" onClick={onRetry}>
            {t('failure.tryAgain')}
          </Button>
          <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={onBack}>
            {t('failure.back')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
