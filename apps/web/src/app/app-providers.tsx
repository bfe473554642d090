import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useSession } from '../lib/auth/session-store';
import { useSettings } from '../lib/settings/settings-store';
import { appTheme } from './theme';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
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
      <SettingsTheme>{children}</SettingsTheme>
    </QueryClientProvider>
  );
}
