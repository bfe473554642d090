import { TIMERS_MS } from '@retropics/domain/constants';

/** Spec §4 Push: asks for permission; 'denied' when blocked before or now, 'unsupported' without the API. */
export async function requestNotifications(): Promise<'granted' | 'denied' | 'unsupported'> {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission === 'granted') return 'granted';
  try {
    return (await Notification.requestPermission()) === 'granted' ? 'granted' : 'denied';
  } catch {
    return 'denied';
  }
}

/** Spec §4 location: reads the position once (10 s timeout); false on denial, failure or timeout. */
export function requestLocation(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(false);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      () => resolve(true),
      () => resolve(false),
      { timeout: TIMERS_MS.geolocationTimeout },
    );
  });
}
