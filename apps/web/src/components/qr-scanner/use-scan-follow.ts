import { type ShortUrlOutput, shortUrlDestination } from '@retropics/domain/contracts/short-url.contract';
import { type ScanStep, scanStep, stepForPath } from '@retropics/domain/short-url-scan';
import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getJson } from '../../lib/hydra/hydra-client';

/** What became of the last code read: nothing yet, being followed, not ours, or a short code that failed. */
export type ScanOutcome =
  | { kind: 'idle' }
  | { kind: 'following' }
  | { kind: 'foreign'; text: string }
  | { kind: 'failed' };

/**
 * Follows a scanned QR code by the spec §4 rule (`@retropics/domain/short-url-scan`): a short
 * URL of ours is resolved through GET /short_urls/{code}; an AR view other than the current one
 * replaces the route, anything else of ours is navigated to. Failures are logged (spec §8) and
 * the scanner goes on reading.
 */
export function useScanFollow() {
  const navigate = useNavigate();
  const location = useLocation();
  const [outcome, setOutcome] = useState<ScanOutcome>({ kind: 'idle' });
  const busy = useRef(false);

  const follow = useCallback(
    async (text: string) => {
      if (busy.current) return;
      busy.current = true;
      try {
        const scanned = scanStep(text, { origin: window.location.origin, currentPath: location.pathname });
        let step: Exclude<ScanStep, { kind: 'resolve' }>;
        if (scanned.kind === 'resolve') {
          setOutcome({ kind: 'following' });
          const shortUrl = await getJson<ShortUrlOutput>(`/short_urls/${encodeURIComponent(scanned.code)}`);
          step = stepForPath(shortUrlDestination(shortUrl), location.pathname);
        } else step = scanned;
        if (step.kind === 'foreign') setOutcome({ kind: 'foreign', text: step.text });
        else if (step.kind === 'stay') setOutcome({ kind: 'idle' });
        else navigate(step.path, { replace: step.kind === 'replace' });
      } catch (error) {
        console.error('Short URL scan failed', error);
        setOutcome({ kind: 'failed' });
      } finally {
        busy.current = false;
      }
    },
    [location.pathname, navigate],
  );

  return { outcome, follow };
}
