import CloseIcon from '@mui/icons-material/Close';
import ExploreOutlinedIcon from '@mui/icons-material/ExploreOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseScreen } from '../../components/show-page/use-close-screen';
import { useRearCamera } from '../../lib/device/rear-camera';
import { useCompassHeading } from '../../lib/device/use-compass-heading';
import { requestNearMe, useNearMe } from '../../lib/location/near-me-store';
import { usePositionPolling } from '../../lib/location/use-position-polling';
import { type MapItem, useNearbyPhotographs } from '../../lib/resources/map';
import { useSettings } from '../../lib/settings/settings-store';
import { placeOnScreen, placesAround, withinReach } from './ar-placement';
import { ArStatus } from './components/ar-status';
import { CompassDial } from './components/compass-dial';
import { MarkerLayer } from './components/marker-layer';
import { NearbyList } from './components/nearby-list';
import { compassPointOf } from './distance-text';

const NearMeDialogs = lazy(() => import('../../components/near-me/near-me-dialogs'));

/** Places nearer than this are shown; when none is, every place the server found (25 km). */
const NEAR_KM = 5;

/** The rear camera at a size any phone gives: a backdrop, nothing is recorded. */
const backdropRequests = (): MediaStreamConstraints[] => [
  {
    audio: false,
    video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
  },
  { audio: false, video: true },
];

const NO_ITEMS: MapItem[] = [];

/**
 * Spec §2 MapAr `/map-ar`: the photographs around the person drawn over the rear camera's picture
 * where they lie (compass heading against each one's bearing) and how far; a tap opens the
 * photograph's AR view. Without a camera the backdrop is dark, without a compass the places are
 * listed by distance, without a position the near-me dialogs ask for it.
 */
export default function MapArScreen() {
  const { t, i18n } = useTranslation('map-ar');
  const close = useCloseScreen();
  const settings = useSettings();
  const nearMe = useNearMe();
  const camera = useRearCamera(backdropRequests, 'Places around me');
  const { compass, requestAccess } = useCompassHeading();
  const locationOn = settings.getLocation === true;

  // A person who has not said yes to location is asked first (the near-me permission dialog).
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once on arrival; later asks are taps.
  useEffect(() => {
    if (!locationOn) requestNearMe(() => undefined);
  }, []);
  usePositionPolling(locationOn);
  const position = locationOn ? nearMe.position : null;

  const nearby = useNearbyPhotographs(position);
  const places = useMemo(
    () => (position ? withinReach(placesAround(position, nearby.data ?? NO_ITEMS), NEAR_KM) : []),
    [position, nearby.data],
  );
  const farMetres = places.at(-1)?.distanceMetres ?? 0;
  const heading = compass.status === 'live' ? compass.heading : null;
  const placed = useMemo(
    () =>
      heading === null
        ? []
        : places.map((place) => ({
            place,
            placement: placeOnScreen(place.bearing, place.distanceMetres, heading, farMetres),
          })),
    [places, heading, farMetres],
  );

  const cameraLive = camera.state.status === 'live';
  return (
    <Box
      data-testid="map-ar"
      data-camera={camera.state.status}
      data-compass={compass.status}
      sx={{ position: 'fixed', inset: 0, bgcolor: '#12161c', color: '#fff', overflow: 'hidden' }}
    >
      <Box
        component="video"
        ref={camera.videoRef}
        muted
        playsInline
        aria-hidden
        data-testid="map-ar-video"
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          display: cameraLive ? 'block' : 'none',
        }}
      />
      {heading !== null && places.length > 0 && <MarkerLayer placed={placed} />}

      <Box
        sx={{
          position: 'absolute',
          top: 0,
          left: 0,
          right: 0,
          zIndex: 3,
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1,
          p: 1,
          pt: 'max(8px, env(safe-area-inset-top))',
          background: 'linear-gradient(rgba(0,0,0,0.65), rgba(0,0,0,0))',
        }}
      >
        <IconButton
          onClick={close}
          aria-label={t('close')}
          sx={{ color: '#fff', bgcolor: 'rgba(0,0,0,0.4)' }}
        >
          <CloseIcon />
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 0, pt: 0.5 }}>
          <Typography component="h1" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {t('title')}
          </Typography>
          {heading !== null && (
            <Typography
              variant="body2"
              data-testid="map-ar-heading"
              data-heading={Math.round(heading)}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              <ExploreOutlinedIcon fontSize="inherit" aria-hidden />
              {t('heading', {
                degrees: Math.round(heading) % 360,
                point: t(`points.${compassPointOf(heading)}`),
              })}
            </Typography>
          )}
        </Box>
        {heading !== null && (
          <CompassDial
            heading={heading}
            farMetres={farMetres}
            places={places.map((place) => ({
              key: place.item.id,
              bearing: place.bearing,
              distanceMetres: place.distanceMetres,
            }))}
          />
        )}
      </Box>

      <ArStatus
        compass={compass}
        onCompassAccess={requestAccess}
        camera={camera.state}
        locationOn={locationOn}
        hasPosition={position !== null}
        onAskPosition={() => requestNearMe(() => undefined)}
        nearby={nearby}
        placeCount={places.length}
      />

      {heading === null && places.length > 0 && <NearbyList places={places} language={i18n.language} />}

      {nearMe.dialog !== 'none' && (
        <Suspense fallback={null}>
          <NearMeDialogs />
        </Suspense>
      )}
    </Box>
  );
}
