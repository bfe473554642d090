import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { TIMERS_MS } from '@retropics/domain/constants';
import {
  type ComponentProps,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { OfflineBadge } from '../../components/offline-badge/offline-badge';
import { useOpenFeedbackDialog } from '../../features/feedback/feedback-dialog-store';
import { isSignedIn, useSession } from '../../lib/auth/session-store';
import { useSignInPromptOpen } from '../../lib/auth/sign-in-prompt';
import { useTokenRefresh } from '../../lib/auth/use-token-refresh';
import { useFirstRunTurn } from '../../lib/first-run/first-run-scheduler';
import { useKeepPageOffline } from '../../lib/offline/use-keep-page';
import { useUpdateWaiting } from '../../lib/pwa/service-worker';
import { useHasStoredSettings, useSettings } from '../../lib/settings/settings-store';
import { useSnackbarQueue } from '../../lib/snackbar/snackbar-store';
import { findRoute } from '../routes/find-route';
import { requiresSignIn } from '../routes/route-access';
import { activeTabRoute, availableBottomTabs, BottomNavigationBar } from './bottom-navigation-bar';
import { PageProgress } from './page-progress';
import { ScreenErrorBoundary } from './screen-error-boundary';
import {
  MAP_SWIPE_DISTANCE_PX,
  type SwipeDirection,
  swipeTarget,
  TAB_SWIPE_DISTANCE_PX,
  useSwipe,
} from './swipe-navigation';
import { useStandaloneFullscreen } from './use-standalone-fullscreen';

type TopBarModule = typeof import('./top-bar');
let loadedTopBar: TopBarModule | null = null;
const LazyTopBar = lazy(() => import('./top-bar').then((module) => ({ default: module.TopBar })));

/**
 * The toolbar is not part of `/` (navHidden), so its code stays out of the start screen's bundle.
 * main.tsx loads it before the first render when the app opens on a screen that shows it.
 */
export async function preloadTopBar(): Promise<void> {
  loadedTopBar = await import('./top-bar');
}

function ShellTopBar(props: ComponentProps<TopBarModule['TopBar']>) {
  const TopBar = loadedTopBar?.TopBar ?? LazyTopBar;
  return <TopBar {...props} />;
}

// Everything that is not needed for the first paint loads on demand.
const SideDrawer = lazy(() => import('./side-drawer'));
const SnackbarHost = lazy(() => import('./snackbar-host'));
const UpdateSnackbar = lazy(() => import('./update-snackbar'));
const WelcomeDialog = lazy(() => import('./welcome-dialog'));
const InstallDialog = lazy(() => import('../../components/install/install-dialog'));
const SignInRequiredDialog = lazy(() => import('../../components/account/sign-in-required-dialog'));
const ChangeUsernameNotice = lazy(() => import('../../features/settings/change-username-notice'));
const FeedbackDialogs = lazy(() => import('../../features/feedback/feedback-dialogs'));
const PushHost = lazy(() => import('../../features/push/push-host'));
const RetrosnapQueueHost = lazy(() => import('../../components/retrosnap-queue/retrosnap-queue-host'));
const IntroOfferDialog = lazy(() => import('../../features/intro-movie/intro-offer-dialog'));

/** True from the first time `value` is true on (so a dialog stays mounted for its closing transition). */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [flag, setFlag] = useState(false);
  useEffect(() => {
    if (!active) {
      setFlag(false);
      return;
    }
    const timer = window.setTimeout(() => setFlag(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [active, delayMs]);
  return flag;
}

/** The frame around every screen (`children`): toolbar, drawer, bottom navigation, snackbars and app dialogs. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigationType = useNavigationType();
  const route = useMemo(() => findRoute(location.pathname), [location.pathname]);
  const navigate = useNavigate();
  const signedIn = isSignedIn(useSession());
  const navHidden = route?.navHidden === true;
  const updateWaiting = useUpdateWaiting();
  // RetroSnaps taken offline are sent when the app opens and the connection returns (issue 17).
  const hasSnackbars = useSnackbarQueue().length > 0;
  const settingsStored = useHasStoredSettings();
  // The sign-in prompt's code loads the first time a feature asks for it, not on every page.
  const signInPrompted = useOnceTrue(useSignInPromptOpen());
  const feedbackRequested = useOnceTrue(useOpenFeedbackDialog() !== null);
  // The first-run offers take turns (lib/first-run): the welcome 5 s after arrival, the thank-you
  // with the intro movie offer right after agreeing to it, each only while it holds the turn.
  const welcome = useFirstRunTurn(
    'welcome',
    useDelayedFlag(signedIn && !settingsStored, TIMERS_MS.welcomeDialogDelay),
  );
  const welcomeMounted = useOnceTrue(welcome.showing);
  const introOfferDue = useSettings().introMovieOffer === 'due';
  const introOffer = useFirstRunTurn('introOffer', signedIn && introOfferDue);
  const introOfferMounted = useOnceTrue(introOffer.showing);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerRequested, setDrawerRequested] = useState(false);
  const [installOpen, setInstallOpen] = useState(false);
  const mainRef = useRef<HTMLElement | null>(null);

  useStandaloneFullscreen(route);
  // Every screen shown reopens offline, also after a reload (src/sw/sw.ts keeps its page).
  useKeepPageOffline(`${location.pathname}${location.search}`);
  // Spec §8: when the session cannot be kept, a screen that needs sign-in goes to the start.
  useTokenRefresh(() => {
    if (route && requiresSignIn(route)) void navigate('/', { replace: true });
  });

  // A new screen starts at the top; going back keeps the browser's own scroll position.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of path.
  useEffect(() => {
    if (navigationType === 'PUSH') window.scrollTo(0, 0);
  }, [location.pathname, navigationType]);

  const tabs = useMemo(() => (signedIn && !navHidden ? availableBottomTabs() : []), [signedIn, navHidden]);
  const showBottomNav = tabs.length > 0;
  const activeTab = activeTabRoute(location.pathname);
  const onSwipe = useCallback(
    (direction: SwipeDirection) => {
      const current = tabs.findIndex((tab) => tab.route === activeTab);
      if (current < 0) return;
      const target = swipeTarget(tabs, current, direction);
      if (target) void navigate(target.path);
    },
    [tabs, activeTab, navigate],
  );
  useSwipe(
    mainRef,
    activeTab === 'MapShow' ? MAP_SWIPE_DISTANCE_PX : TAB_SWIPE_DISTANCE_PX,
    onSwipe,
    showBottomNav,
  );

  const openMenu = () => {
    setDrawerRequested(true);
    setDrawerOpen(true);
  };

  return (
    <>
      {!navHidden && (
        <Link
          href="#main-content"
          sx={{
            position: 'absolute',
            left: 8,
            top: -48,
            zIndex: 'tooltip',
            bgcolor: 'background.paper',
            p: 1,
            borderRadius: 1,
            '&:focus': { top: 8 },
          }}
        >
          {t('app.skipToContent')}
        </Link>
      )}
      {!navHidden && (
        <Suspense fallback={<Box sx={{ height: { xs: 56, sm: 64 } }} />}>
          <ShellTopBar drawerOpen={drawerOpen} onOpenMenu={openMenu} onInstall={() => setInstallOpen(true)} />
        </Suspense>
      )}
      {!navHidden && drawerRequested && (
        <Suspense fallback={null}>
          <SideDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            onInstall={() => setInstallOpen(true)}
          />
        </Suspense>
      )}
      <Box
        component="main"
        id="main-content"
        ref={mainRef}
        tabIndex={-1}
        sx={{ outline: 'none', minHeight: '60vh', pb: showBottomNav ? 9 : 0 }}
      >
        <ScreenErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<PageProgress />}>{children}</Suspense>
        </ScreenErrorBoundary>
      </Box>
      <OfflineBadge aboveBottomNav={showBottomNav} />
      {showBottomNav && <BottomNavigationBar tabs={tabs} pathname={location.pathname} />}
      <Suspense fallback={null}>
        {hasSnackbars && <SnackbarHost />}
        {updateWaiting && <UpdateSnackbar />}
        {welcomeMounted && <WelcomeDialog open={welcome.showing} onDone={welcome.finish} />}
        {introOfferMounted && <IntroOfferDialog open={introOffer.showing} onDone={introOffer.finish} />}
        {installOpen && <InstallDialog open onClose={() => setInstallOpen(false)} />}
        {signInPrompted && <SignInRequiredDialog />}
        {signedIn && <ChangeUsernameNotice />}
        {signedIn && feedbackRequested && <FeedbackDialogs />}
        {signedIn && <PushHost />}
        {signedIn && <RetrosnapQueueHost />}
      </Suspense>
    </>
  );
}
