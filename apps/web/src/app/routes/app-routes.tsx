import { type ComponentType, type LazyExoticComponent, lazy, useEffect } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { AppShell } from '../shell/app-shell';
import { redirectForAccess } from './route-access';
import { ROUTE_TABLE, type RouteEntry } from './route-table';

const NotFoundScreen = lazy(() => import('../../features/not-found/not-found-screen'));

/** One lazily loaded component per screen, so each route's code is its own chunk. */
const screens = new Map<RouteEntry, LazyExoticComponent<ComponentType>>(
  ROUTE_TABLE.flatMap((entry) => (entry.screen ? [[entry, lazy(entry.screen)] as const] : [])),
);

/** Spec §2 requiresAuth: a visitor is sent to `/`, the wanted path is kept as redirect target. */
function GuardedScreen({ entry, Screen }: { entry: RouteEntry; Screen: ComponentType }) {
  const location = useLocation();
  const navigate = useNavigate();
  const wanted = `${location.pathname}${location.search}`;
  const target = redirectForAccess(entry, wanted, { remember: false });
  useEffect(() => {
    if (!target) return;
    redirectForAccess(entry, wanted, { remember: true });
    void navigate(target, { replace: true });
  }, [entry, wanted, target, navigate]);
  return target ? null : <Screen />;
}

/**
 * The router: one route per path of every screen that exists; every other path, including the
 * route-table entries of later issues, shows NotFound.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        {[...screens].flatMap(([entry, Screen]) =>
          entry.paths.map((path) => (
            <Route key={path} path={path} element={<GuardedScreen entry={entry} Screen={Screen} />} />
          )),
        )}
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
