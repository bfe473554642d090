import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TIMERS_MS } from '@retropics/domain/constants';
import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROOF_OF_WORK_CHALLENGE_PATH, verifyProofOfWork } from '../../lib/resources/captcha';

type StateChange = CustomEvent<{ state: string; payload?: string }>;

/**
 * The captcha for people who cannot see the puzzle: ALTCHA's proof of work. The browser computes
 * for a few seconds in workers; nothing to look at or listen to. The widget (a web component with
 * its workers inlined) is bundled by us and fetches its challenge from our server only.
 */
export function ProofOfWorkWidget({ onSolved }: { onSolved: (token: string) => void }) {
  const { t, i18n } = useTranslation('contact');
  const widget = useRef<HTMLElement | null>(null);
  const [ready, setReady] = useState(false);
  const [state, setState] = useState<'waiting' | 'solved' | 'failed'>('waiting');
  const solvedTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    let active = true;
    void import('altcha/i18n').then(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
      window.clearTimeout(solvedTimer.current);
    };
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (!ready || !element) return;
    const onChange = (event: Event) => {
      const { state: widgetState, payload } = (event as StateChange).detail;
      if (widgetState !== 'verified' || !payload) return;
      verifyProofOfWork(payload)
        .then((answer) => {
          if (!answer.token) throw new Error(answer.message);
          const token = answer.token;
          setState('solved');
          solvedTimer.current = window.setTimeout(() => onSolved(token), TIMERS_MS.captchaSolved);
        })
        .catch((error: unknown) => {
          console.warn('proof of work refused', error);
          setState('failed');
        });
    };
    element.addEventListener('statechange', onChange);
    return () => element.removeEventListener('statechange', onChange);
  }, [ready, onSolved]);

  return (
    <Box data-testid="captcha-proof-of-work">
      <Typography sx={{ mb: 1.5 }}>{t('captcha.proofOfWorkInstructions')}</Typography>
      {ready && (
        <altcha-widget
          ref={widget}
          challenge={PROOF_OF_WORK_CHALLENGE_PATH}
          language={i18n.language}
          name="altcha"
        />
      )}
      <Box role="status" aria-live="polite" sx={{ mt: 1.5 }}>
        {state === 'solved' && <Alert severity="success">{t('captcha.solved')}</Alert>}
        {state === 'failed' && <Alert severity="warning">{t('captcha.proofOfWorkFailed')}</Alert>}
      </Box>
    </Box>
  );
}
