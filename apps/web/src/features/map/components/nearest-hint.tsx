import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { NearestPlace } from '../../../lib/resources/map';

interface NearestHintProps {
  /** The towns with photographs nearest the view's centre, nearest first; empty when none match. */
  places: readonly NearestPlace[];
  onGo: (place: NearestPlace) => void;
}

/** Shown while the view holds no photographs: where the nearest ones are, and a way there. */
export function NearestHint({ places, onGo }: NearestHintProps) {
  const { t, i18n } = useTranslation('map');
  const nearest = places[0];
  const distance = nearest
    ? new Intl.NumberFormat(i18n.language, { maximumFractionDigits: nearest.distanceKm < 10 ? 1 : 0 }).format(
        nearest.distanceKm,
      )
    : '';
  return (
    <Paper
      elevation={6}
      role="status"
      data-testid="map-nearest-hint"
      sx={{
        position: 'absolute',
        zIndex: 1000,
        left: '50%',
        bottom: 24,
        transform: 'translateX(-50%)',
        width: 'min(420px, calc(100% - 96px))',
        p: 1.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Typography variant="subtitle2" component="p" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <PhotoLibraryOutlinedIcon fontSize="small" color="primary" aria-hidden />
        {t('nearest.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {nearest
          ? t('nearest.next', { name: nearest.name, distance, count: nearest.count })
          : t('nearest.none')}
      </Typography>
      {nearest && (
        <Button
          variant="contained"
          size="small"
          onClick={() => onGo(nearest)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('nearest.go', { name: nearest.name })}
        </Button>
      )}
    </Paper>
  );
}
