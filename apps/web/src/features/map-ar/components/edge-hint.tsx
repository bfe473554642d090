import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';

/** How many photographs lie beyond one edge of the view: turn that way to see them. */
export function EdgeHint({ side, count }: { side: 'left' | 'right'; count: number }) {
  const { t } = useTranslation('map-ar');
  if (count === 0) return null;
  const Arrow = side === 'left' ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <Box
      data-testid={`map-ar-edge-${side}`}
      data-count={count}
      sx={{
        position: 'absolute',
        top: '50%',
        [side]: 4,
        transform: 'translateY(-50%)',
        zIndex: 2,
        display: 'flex',
        flexDirection: side === 'left' ? 'row' : 'row-reverse',
        alignItems: 'center',
        px: 0.5,
        py: 1,
        borderRadius: 4,
        bgcolor: 'rgba(0, 0, 0, 0.6)',
        color: '#fff',
        fontWeight: 700,
      }}
    >
      <Arrow aria-hidden />
      <Box component="span" aria-hidden sx={{ px: 0.5 }}>
        {count}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {t(side === 'left' ? 'edge.left' : 'edge.right', { count })}
      </Box>
    </Box>
  );
}
