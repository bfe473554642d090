import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** A thin indeterminate bar while a screen's code or texts load (lighter than LinearProgress). */
export function PageProgress() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <Box
      role="progressbar"
      aria-label={ready ? t('app.loading') : 'Loading'}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 4, overflow: 'hidden', zIndex: 'tooltip' }}
    >
      <Box
        sx={{
          width: '40%',
          height: '100%',
          bgcolor: 'primary.main',
          animation: `${slide} 1.2s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.6 },
        }}
      />
    </Box>
  );
}
