import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/auth/session-store';
import { ApiError } from '../lib/hydra/hydra-client';
import { reportNetworkFailure } from '../lib/offline/connectivity';
import { keepOfflineDataOnlyFor } from '../lib/offline/personal-data';
import { useSettings } from '../lib/settings/settings-store';
import { appTheme } from './theme';

const queryClient = new QueryClient({
  // A read that got no answer at all (not an ApiError, not cancelled) means the network is gone:
  // the shell's offline badge shows (lib/offline/connectivity.ts).
  queryCache: new QueryCache({
    onError: (error) => {
      if (!(error instanceof ApiError) && !(error instanceof DOMException && error.name === 'AbortError'))
        reportNetworkFailure();
    },
  }),
  defaultOptions: {
    // 'offlineFirst': reads run even when the browser says it is offline, because the service
    // worker answers them from its caches (src/sw/sw.ts); only retries wait for the network.
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
  },
});

/**
 * Reads carry the token when one is stored, so an answer may be personal (a private album for its
 * owner): when another person signs in, or the person signs out, every cached answer is read again.
 */
function ResetQueriesOnSignInChange() {
  const userId = useSession().user?.id ?? null;
  const seen = useRef(userId);
  useEffect(() => {
    if (seen.current === userId) return;
    seen.current = userId;
    void queryClient.resetQueries();
  }, [userId]);
  return null;
}

/**
 * Reads ask for the interface language (Accept-Language, lib/hydra): when the person switches it,
 * the answers worded in the old one (album and collection texts) are read again.
 */
function RefreshQueriesOnLanguageChange() {
  const { i18n } = useTranslation();
  const seen = useRef(i18n.language);
  useEffect(() => {
    if (seen.current === i18n.language) return;
    seen.current = i18n.language;
    void queryClient.invalidateQueries();
  }, [i18n.language]);
  return null;
}

/** Another person's (or a signed-out person's) private answers never stay cached offline. */
function KeepOfflineDataForPerson() {
  const userId = useSession().user?.id;
  useEffect(() => {
    void keepOfflineDataOnlyFor(userId === undefined ? null : String(userId));
  }, [userId]);
  return null;
}

/** Dark theme by default (spec §4); the drawer switch flips `darkTheme`. */
function SettingsTheme({ children }: { children: ReactNode }) {
  const { darkTheme: dark } = useSettings();
  useEffect(() => {
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', dark ? '#1c1712' : '#faf6ef');
  }, [dark]);
  return (
    <ThemeProvider theme={appTheme(dark ? 'dark' : 'light')}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ResetQueriesOnSignInChange />
      <RefreshQueriesOnLanguageChange />
      <KeepOfflineDataForPerson />
      <SettingsTheme>{children}</SettingsTheme>
    </QueryClientProvider>
  );
}
