import { KEPT_ALIVE_GALLERY_VIEWS } from '@retropics/domain/constants';
import {
  Activity,
  type ComponentType,
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { type Location, Route, Routes, useLocation, useNavigate, useNavigationType } from 'react-router';
import { useSession } from '../../lib/auth/session-store';
import { AppShell } from '../shell/app-shell';
import { PageProgress } from '../shell/page-progress';
import { findRoute } from './find-route';
import { keepView } from './kept-alive';
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
  if (entry) loadedScreens.set(entry, await entry.screen());
}

/** Each screen's code is its own chunk, loaded on demand. */
const lazyScreens = new Map<RouteEntry, ComponentType>(
  ROUTE_TABLE.map((entry) => [entry, lazy(entry.screen)] as const),
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

/** Spec §9: album views stay alive for an instant back (see KeptAliveViews). */
const keptAliveEntry = ROUTE_TABLE.find((entry) => entry.name === 'ImageGalleryShow');

/**
 * The last KEPT_ALIVE_GALLERY_VIEWS album views stay mounted: the one at the current address is
 * shown, the others wait hidden in React's <Activity> (state and DOM kept, effects paused, so a
 * hidden album neither listens to scrolling nor titles the tab). Each renders its own route with
 * the location it was left at, so its parameters stay its own. A new person starts with none.
 */
function KeptAliveViews({ entry }: { entry: RouteEntry }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [kept, setKept] = useState<readonly Location[]>([]);
  const scrollOf = useRef(new Map<string, number>());
  const current = findRoute(location.pathname) === entry;
  if (current) {
    const next = keepView(kept, location, KEPT_ALIVE_GALLERY_VIEWS);
    // Taken in during this render (React's pattern for state that follows a prop).
    if (next !== kept) setKept(next);
  }

  // Where the person was in each album. Only while the address is still the album's: leaving it
  // hides the album, and the scroll the shorter page then clamps to is not theirs.
  useEffect(() => {
    if (!current) return;
    const { pathname } = location;
    const remember = () => {
      if (window.location.pathname === pathname) scrollOf.current.set(pathname, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [current, location]);

  // Back (or forward) to a kept album: the same place in it, once it shows again. The browser's own
  // restoring comes too early, while the page is still the one left.
  useLayoutEffect(() => {
    if (!current || navigationType !== 'POP') return;
    const top = scrollOf.current.get(location.pathname);
    if (top !== undefined) window.scrollTo(0, top);
  }, [current, navigationType, location]);
  return kept.map((view) => {
    const shown = current && view.pathname === location.pathname;
    return (
      <Activity key={view.pathname} mode={shown ? 'visible' : 'hidden'}>
        <Suspense fallback={<PageProgress />}>
          <Routes location={shown ? location : view}>
            {entry.paths.map((path) => (
              <Route key={path} path={path} element={<GuardedScreen entry={entry} />} />
            ))}
          </Routes>
        </Suspense>
      </Activity>
    );
  });
}

/**
 * The router: one route per path of every screen that exists; every other path, including the
 * route-table entries of later issues, shows NotFound. Album views are rendered beside the routes
 * by KeptAliveViews.
 */
export function AppRoutes() {
  const person = useSession().user?.person_id ?? '';
  return (
    <AppShell>
      <Routes>
        {[...lazyScreens.keys()].flatMap((entry) =>
          entry.paths.map((path) => (
            <Route
              key={path}
              path={path}
              element={entry === keptAliveEntry ? null : <GuardedScreen entry={entry} />}
            />
          )),
        )}
        <Route path="*" element={<NotFoundScreen />} />
      </Routes>
      {keptAliveEntry && <KeptAliveViews key={String(person)} entry={keptAliveEntry} />}
    </AppShell>
  );
}
