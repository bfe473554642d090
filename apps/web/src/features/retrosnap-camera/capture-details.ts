import { retrosnapCreateBody } from '@retropics/domain/contracts/retrosnap.contract';
import { readPosition } from '../../lib/location/read-position';
import type { QueuedCreateBody } from '../../lib/offline/retrosnap-queue';
import { getSettings } from '../../lib/settings/settings-store';
import type { Orientation } from './use-device-orientation';

/**
 * Where the phone stood, when the person lets the app know (spec §4 location): the setting
 * getLocation is on, or the browser already grants the position. Nobody is asked here: the
 * capture is the moment to hold still, not to answer a prompt.
 */
async function positionIfPermitted(): Promise<Awaited<ReturnType<typeof readPosition>> | null> {
  let permitted = getSettings().getLocation === true;
  if (!permitted && navigator.permissions) {
    permitted = await navigator.permissions
      .query({ name: 'geolocation' })
      .then((status) => status.state === 'granted')
      .catch(() => false);
  }
  if (!permitted) return null;
  return readPosition().catch(() => null);
}

/** The create body of spec §7 for a capture of `photograph`: empty text, altitude, place.geo, orientation. */
export async function captureDetails(
  photographIri: string,
  orientation: Orientation | null,
): Promise<QueuedCreateBody> {
  const position = await positionIfPermitted();
  const measured = position?.altitude == null ? null : Math.round(position.altitude);
  // A height the server would refuse (a GPS glitch) is left out rather than losing the RetroSnap.
  const altitude = retrosnapCreateBody.shape.altitude.safeParse(measured).success ? measured : null;
  return {
    photograph: photographIri,
    text: '',
    altitude,
    place: position ? { geo: { lat: position.lat, lon: position.lon } } : null,
    orientation,
  };
}
