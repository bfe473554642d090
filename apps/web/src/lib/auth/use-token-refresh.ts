import { TIMERS_MS } from '@retropics/domain/constants';
import { useEffect, useRef } from 'react';
import { refreshSession } from '../hydra/hydra-client';
import { isOffline } from '../offline/connectivity';
import { useSession } from './session-store';

/**
 * Spec §4 'Auth': with a refresh token but no token, refresh at once; with a token, refresh it 60 s
 * before it expires (at least 1 s from now). `onFailure` runs when the session could not be kept.
 * Offline the refresh cannot be answered, yet the session is not lost (the tokens stay and the
 * worker answers the person's reads from its cache): it is tried again once the network is back.
 */
export function useTokenRefresh(onFailure: () => void): void {
  const session = useSession();
  const failureRef = useRef(onFailure);
  failureRef.current = onFailure;

  useEffect(() => {
    if (!session.refreshToken) return;
    let active = true;
    const run = () => {
      void refreshSession().then((ok) => {
        if (ok) return;
        if (!isOffline()) failureRef.current();
        else if (active) window.addEventListener('online', run, { once: true });
      });
    };
    const stop = () => {
      active = false;
      window.removeEventListener('online', run);
    };
    if (!session.token) {
      run();
      return stop;
    }
    const exp = session.user?.exp;
    if (typeof exp !== 'number') return;
    const delay = Math.max(
      TIMERS_MS.tokenRefreshMinimum,
      exp * 1000 - Date.now() - TIMERS_MS.tokenRefreshBeforeExpiry,
    );
    const timer = window.setTimeout(run, delay);
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [session.token, session.refreshToken, session.user?.exp]);
}
