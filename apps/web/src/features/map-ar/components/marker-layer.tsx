import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { MapItem } from '../../../lib/resources/map';
import { outOfViewCounts, type PlaceAround, type Placement } from '../ar-placement';
import { distanceText } from '../distance-text';
import { photoArPath, photoName, photoPicture } from '../nearby-photo';
import { EdgeHint } from './edge-hint';
import { PlaceCard } from './place-card';

interface Placed {
  place: PlaceAround<MapItem>;
  placement: Placement;
}

/**
 * The places in view as cards where they lie, nearest in front (the list is nearest first, so
 * the keyboard meets them in that order too), and the count of the others at each edge.
 */
export function MarkerLayer({ placed }: { placed: readonly Placed[] }) {
  const { t, i18n } = useTranslation('map-ar');
  const counts = outOfViewCounts(placed.map((entry) => entry.placement));
  const inView = placed.filter((entry) => entry.placement.inView);
  return (
    <>
      <Box
        component="ul"
        aria-label={t('inView', { count: inView.length })}
        sx={{ position: 'absolute', inset: 0, m: 0, p: 0, listStyle: 'none', zIndex: 1 }}
      >
        {inView.map(({ place, placement }, rank) => {
          const path = photoArPath(place.item);
          if (!placement.inView || !path) return null;
          return (
            <Box
              component="li"
              key={place.item.id}
              data-testid="map-ar-marker"
              data-document={place.item.document}
              data-x={placement.x.toFixed(3)}
              sx={{
                position: 'absolute',
                left: `${placement.x * 100}%`,
                top: `${placement.y * 100}%`,
                zIndex: inView.length - rank,
                transform: `translate(-50%, -50%) scale(${placement.scale})`,
              }}
            >
              <PlaceCard
                path={path}
                name={photoName(place.item, i18n.language)}
                distance={distanceText(place.distanceMetres, i18n.language)}
                picture={photoPicture(place.item)}
              />
            </Box>
          );
        })}
      </Box>
      <EdgeHint side="left" count={counts.left} />
      <EdgeHint side="right" count={counts.right} />
    </>
  );
}
