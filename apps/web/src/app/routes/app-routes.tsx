import { type ComponentType, lazy, useEffect } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { AppShell } from '../shell/app-shell';
import { redirectForAccess } from './route-access';
import { ROUTE_TABLE, type RouteEntry } from './route-table';

const NotFoundScreen = lazy(() => import('../../features/not-found/not-found-screen'));

type ScreenModule = { default: ComponentType };
const loadedScreens = new Map<RouteEntry, ScreenModule>();

/**
 * Loads the screen the app opens on before the first render, so React renders it at once
 * instead of showing the loading bar and rendering twice.
 */
export async function preloadScreen(entry: RouteEntry | undefined): Promise<void> {
  if (entry?.screen) loadedScreens.set(entry, await entry.screen());
}

/** Each screen's code is its own chunk, loaded on demand. */
const lazyScreens = new Map<RouteEntry, ComponentType>(
  ROUTE_TABLE.flatMap((entry) => (entry.screen ? [[entry, lazy(entry.screen)] as const] : [])),
);

/** The preloaded module when the app opened on this screen, else the lazily loaded one. */
function Screen({ entry }: { entry: RouteEntry }) {
  const Component = loadedScreens.get(entry)?.default ?? lazyScreens.get(entry);
  return Component ? <Component /> : null;
}

/** Spec §2 requiresAuth: a visitor is sent to `/`, the wanted path is kept as redirect target. */
function GuardedScreen({ entry }: { entry: RouteEntry }) {
  const location = useLocation();
  const navigate = useNavigate();
  const wanted = `${location.pathname}${location.search}`;
  const target = redirectForAccess(entry, wanted, { remember: false });
  useEffect(() => {
    if (!target) return;
    redirectForAccess(entry, wanted, { remember: true });
    void navigate(target, { replace: true });
  }, [entry, wanted, target, navigate]);
  return target ? null : <Screen entry={entry} />;
}

/**
 * The router: one route per path of every screen that exists; every other path, including the
 * route-table entries of later issues, shows NotFound.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        {[...lazyScreens.keys()].flatMap((entry) =>
          entry.paths.map((path) => (
            <Route key={path} path={path} element={<GuardedScreen entry={entry} />} />
          )),
        )}
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
