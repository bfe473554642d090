import { TIMERS_MS } from '@retropics/domain/constants';
import { useEffect, useRef } from 'react';
import { refreshSession } from '../hydra/hydra-client';
import { useSession } from './session-store';

/**
 * Spec §4 'Auth': with a refresh token but no token, refresh at once; with a token, refresh it 60 s
 * before it expires (at least 1 s from now). `onFailure` runs when the session could not be kept.
 */
export function useTokenRefresh(onFailure: () => void): void {
  const session = useSession();
  const failureRef = useRef(onFailure);
  failureRef.current = onFailure;

  useEffect(() => {
    if (!session.refreshToken) return;
    const run = () => {
      void refreshSession().then((ok) => {
        if (!ok) failureRef.current();
      });
    };
    if (!session.token) {
      run();
      return;
    }
    const exp = session.user?.exp;
    if (typeof exp !== 'number') return;
    const delay = Math.max(
      TIMERS_MS.tokenRefreshMinimum,
      exp * 1000 - Date.now() - TIMERS_MS.tokenRefreshBeforeExpiry,
    );
    const timer = window.setTimeout(run, delay);
    return () => window.clearTimeout(timer);
  }, [session.token, session.refreshToken, session.user?.exp]);
}
