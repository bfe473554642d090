import HomeIcon from '@mui/icons-material/Home';
import MapIcon from '@mui/icons-material/Map';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type RouteName, routePath } from '../../lib/routing/route-links';

export interface BottomTab {
  route: RouteName;
  label: string;
  icon: ReactElement;
  path: string;
}

const TAB_DEFINITIONS: ReadonlyArray<Omit<BottomTab, 'path'>> = [
  { route: 'HomeList', label: 'bottomNav.home', icon: <HomeIcon /> },
  { route: 'MapShow', label: 'bottomNav.map', icon: <MapIcon /> },
  { route: 'ImageGalleryList', label: 'bottomNav.myImages', icon: <PhotoLibraryIcon /> },
];

/** The tabs whose screens exist, in the spec's order. */
export function availableBottomTabs(): BottomTab[] {
  return TAB_DEFINITIONS.flatMap((tab) => {
    const path = routePath(tab.route);
    return path ? [{ ...tab, path }] : [];
  });
}

/** Spec §2: album and collection screens belong to the 'my images' tab. */
export function activeTabRoute(pathname: string): RouteName | null {
  if (pathname.startsWith('/feed')) return 'HomeList';
  if (pathname === '/map' || pathname.startsWith('/map/')) return 'MapShow';
  if (/my_images|image_galleries|photograph_collections/.test(pathname)) return 'ImageGalleryList';
  return null;
}

export function BottomNavigationBar({ tabs, pathname }: { tabs: readonly BottomTab[]; pathname: string }) {
  const { t } = useTranslation();
  const active = activeTabRoute(pathname);
  return (
    <Paper
      component="nav"
      aria-label={t('bottomNav.label')}
      data-tour="tabs"
      elevation={3}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 'appBar',
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      <BottomNavigation showLabels value={active}>
        {tabs.map((tab) => (
          <BottomNavigationAction
            key={tab.route}
            value={tab.route}
            label={t(tab.label)}
            icon={tab.icon}
            component={RouterLink}
            to={tab.path}
            aria-current={active === tab.route ? 'page' : undefined}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
