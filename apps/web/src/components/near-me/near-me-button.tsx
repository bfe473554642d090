import MyLocationIcon from '@mui/icons-material/MyLocation';
import IconButton from '@mui/material/IconButton';
import { geoFilter } from '@retropics/domain/search-filters';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { requestMapCentre, requestNearMe, useNearMe } from '../../lib/location/near-me-store';
import { feedSearchPath } from '../../lib/search/feed-search-url';
import { setSearchFilters } from '../../lib/search/search-filter-store';

const NearMeDialogs = lazy(() => import('./near-me-dialogs'));

const round = (value: number) => Math.round(value * 1e5) / 1e5;

/**
 * The toolbar's near-me button (spec §2 Shell, §4 'Near me'): on the map it centres the map on the
 * person; elsewhere it sets a single geo filter and opens the feed.
 */
export function NearMeButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { dialog } = useNearMe();
  const onMap = pathname === '/map' || pathname.startsWith('/map/');

  const onClick = () => {
    if (onMap) {
      requestMapCentre();
      return;
    }
    requestNearMe((position) => {
      const nearby = [geoFilter(round(position.lat), round(position.lon))];
      setSearchFilters(nearby);
      void navigate(feedSearchPath(nearby));
    });
  };

  return (
    <>
      <IconButton
        color="inherit"
        onClick={onClick}
        aria-label={t('toolbar.nearMe')}
        aria-haspopup="dialog"
        data-tour="near-me"
      >
        <MyLocationIcon />
      </IconButton>
      {dialog !== 'none' && (
        <Suspense fallback={null}>
          <NearMeDialogs />
        </Suspense>
      )}
    </>
  );
}
