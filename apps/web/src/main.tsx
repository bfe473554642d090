import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/app-providers';
import { AppRoutes, preloadScreen } from './app/routes/app-routes';
import { findRoute } from './app/routes/find-route';
import { ROUTE_TABLE } from './app/routes/route-table';
import { preloadTopBar } from './app/shell/app-shell';
import { appConfig } from './lib/config/app-config';
import { installConsoleLogBuffer } from './lib/diagnostics/console-log-buffer';
import { initI18n } from './lib/i18n/i18n';
import { listenForInstallPrompt } from './lib/pwa/install-prompt';
import { registerServiceWorker } from './lib/pwa/service-worker';
import { registerRoutes } from './lib/routing/route-links';

// First, so a bug report also carries what went wrong while the app was starting.
installConsoleLogBuffer();
listenForInstallPrompt();
registerRoutes(ROUTE_TABLE);
// Texts and the first screen's code (with the toolbar when it shows one) load together; React then
// renders the screen in one go.
const firstRoute = findRoute(window.location.pathname);
await Promise.all([initI18n(), preloadScreen(firstRoute), firstRoute?.navHidden ? null : preloadTopBar()]);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

// A transition lets React split the first render into short tasks, so the page stays responsive
// (and Lighthouse's total blocking time low) on slow phones.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});

if (import.meta.env.PROD) {
  const register = () => {
    registerServiceWorker(appConfig.updateCheckIntervalMs).catch((error: unknown) => {
      console.error('Service worker registration failed', error);
    });
  };
  // After the page has loaded and the browser is idle: installing the worker downloads the shell
  // again for the precache, which should not compete with the first screen's pictures.
  const whenIdle = () => window.requestIdleCallback(register, { timeout: 5000 });
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
