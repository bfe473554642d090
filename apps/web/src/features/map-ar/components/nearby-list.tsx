import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MapItem } from '../../../lib/resources/map';
import type { PlaceAround } from '../ar-placement';
import { compassPointOf, distanceText } from '../distance-text';
import { photoArPath, photoName, photoPicture } from '../nearby-photo';
import { PlaceCard } from './place-card';

/** Without a compass: the places around as a row of cards, nearest first, with their direction. */
export function NearbyList({
  places,
  language,
}: {
  places: readonly PlaceAround<MapItem>[];
  language: string;
}) {
  const { t } = useTranslation('map-ar');
  return (
    <Box
      component="section"
      aria-labelledby="map-ar-list-title"
      data-testid="map-ar-list"
      sx={{
        position: 'absolute',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 2,
        p: 1.5,
        pb: 'max(12px, env(safe-area-inset-bottom))',
        background: 'linear-gradient(rgba(0,0,0,0), rgba(0,0,0,0.75) 30%)',
      }}
    >
      <Typography id="map-ar-list-title" component="h2" variant="subtitle2" sx={{ mb: 1, fontWeight: 700 }}>
        {t('list.title')}
      </Typography>
      <Box
        component="ul"
        sx={{ display: 'flex', gap: 1, overflowX: 'auto', m: 0, p: 0, pb: 0.5, listStyle: 'none' }}
      >
        {places.map((place) => {
          const path = photoArPath(place.item);
          if (!path) return null;
          return (
            <Box component="li" key={place.item.id} data-testid="map-ar-list-item" sx={{ flexShrink: 0 }}>
              <PlaceCard
                path={path}
                name={photoName(place.item, language)}
                distance={distanceText(place.distanceMetres, language)}
                detail={t(`points.${compassPointOf(place.bearing)}`)}
                picture={photoPicture(place.item)}
              />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
