import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { CameraState } from '../../../lib/device/rear-camera';
import type { CompassState } from '../../../lib/device/use-compass-heading';
import type { MapItem } from '../../../lib/resources/map';
import { routePath } from '../../../lib/routing/route-links';

interface ArStatusProps {
  compass: CompassState;
  onCompassAccess: () => void;
  camera: CameraState;
  locationOn: boolean;
  hasPosition: boolean;
  onAskPosition: () => void;
  nearby: Pick<UseQueryResult<MapItem[]>, 'isError' | 'isSuccess' | 'isFetching' | 'refetch'>;
  placeCount: number;
}

function Note({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Box
      data-testid={testId}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 1,
        borderRadius: 1.5,
        bgcolor: 'rgba(0, 0, 0, 0.72)',
        color: '#fff',
        fontSize: '0.875rem',
      }}
    >
      {children}
    </Box>
  );
}

/** What the view lacks and what to do about it: position, compass, camera, photographs nearby. */
export function ArStatus(props: ArStatusProps) {
  const { t } = useTranslation(['map-ar', 'camera']);
  const { compass, camera, nearby } = props;
  const mapPath = routePath('MapShow');
  return (
    <Box
      role="status"
      sx={{
        position: 'absolute',
        top: 'calc(max(8px, env(safe-area-inset-top)) + 80px)',
        left: 12,
        right: 12,
        zIndex: 3,
        display: 'grid',
        justifyItems: 'start',
        gap: 1,
        maxWidth: 520,
      }}
    >
      {!props.locationOn && (
        <Note testId="map-ar-no-position">
          <span>{t('position.needed')}</span>
          <Button size="small" variant="contained" onClick={props.onAskPosition}>
            {t('position.ask')}
          </Button>
        </Note>
      )}
      {props.locationOn && !props.hasPosition && (
        <Note testId="map-ar-locating">{t('position.locating')}</Note>
      )}
      {props.hasPosition && nearby.isFetching && !nearby.isSuccess && (
        <Note testId="map-ar-loading">{t('loading')}</Note>
      )}
      {nearby.isError && (
        <Note testId="map-ar-load-failed">
          <span>{t('loadFailed')}</span>
          <Button size="small" variant="contained" onClick={() => void nearby.refetch()}>
            {t('tryAgain')}
          </Button>
        </Note>
      )}
      {props.hasPosition && nearby.isSuccess && props.placeCount === 0 && (
        <Note testId="map-ar-none">
          <span>{t('none')}</span>
          {mapPath && (
            <Link component={RouterLink} to={mapPath} sx={{ color: '#ffd54f' }}>
              {t('openMap')}
            </Link>
          )}
        </Note>
      )}
      {compass.status === 'needsPermission' && (
        <Note testId="map-ar-compass-permission">
          <span>{t('compass.permission')}</span>
          <Button size="small" variant="contained" onClick={props.onCompassAccess}>
            {t('compass.allow')}
          </Button>
        </Note>
      )}
      {compass.status === 'waiting' && <Note testId="map-ar-compass-waiting">{t('compass.waiting')}</Note>}
      {compass.status === 'unsupported' && (
        <Note testId="map-ar-compass-unsupported">{t('compass.unsupported')}</Note>
      )}
      {camera.status === 'failed' && (
        <Note testId="map-ar-camera-off">
          {t('cameraOff', { reason: t(`camera:failure.${camera.failure}.title`) })}
        </Note>
      )}
    </Box>
  );
}
