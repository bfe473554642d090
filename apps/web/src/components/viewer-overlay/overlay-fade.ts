import { TIMERS_MS } from '@retropics/domain/constants';

/**
 * The viewers' controls fade out (after inactivity, or when hidden) and stop taking taps, so the
 * picture underneath can be touched; they fade back in the same way.
 */
export function overlayFadeSx(shown: boolean) {
  return {
    opacity: shown ? 1 : 0,
    transition: `opacity ${TIMERS_MS.fade}ms`,
    pointerEvents: shown ? 'auto' : 'none',
  } as const;
}
