import { TIMERS_MS } from '@retropics/domain/constants';
import { useSyncExternalStore } from 'react';
import { getSettings, updateSettings } from '../settings/settings-store';
import { type GeoPoint, readPosition } from './read-position';

/**
 * The 'near me' flow of spec §4, shared by the toolbar button and the map:
 * - getLocation not yet on: the permission dialog asks first;
 * - allowing turns getLocation on and reads the position (10 s timeout);
 * - a failure or a denial shows the location-blocked dialog and turns getLocation off;
 * - a position is handed to whoever asked (the feed sets a geo filter, the map centres on it).
 */
export type NearMeDialog = 'none' | 'permission' | 'locating' | 'blocked';

interface NearMeState {
  dialog: NearMeDialog;
  /** The person's last known position, shown on the map while getLocation is on. */
  position: GeoPoint | null;
  /** Counts requests to centre the map on the person; the map follows each increase. */
  centreRequest: number;
}

let state: NearMeState = { dialog: 'none', position: null, centreRequest: 0 };
let pending: ((position: GeoPoint) => void) | null = null;
const listeners = new Set<() => void>();

function set(patch: Partial<NearMeState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

async function locate(): Promise<void> {
  const onFound = pending;
  set({ dialog: 'locating' });
  try {
    const position = await readPosition(TIMERS_MS.geolocationTimeout);
    pending = null;
    set({ dialog: 'none', position });
    onFound?.(position);
  } catch {
    pending = null;
    updateSettings({ getLocation: false });
    set({ dialog: 'blocked' });
  }
}

/** Starts 'near me'; `onFound` receives the position once there is one. */
export function requestNearMe(onFound: (position: GeoPoint) => void): void {
  pending = onFound;
  if (getSettings().getLocation === true) void locate();
  else set({ dialog: 'permission' });
}

/** 'Near me' on the map: turns the setting on and centres the map on the person. */
export function requestMapCentre(): void {
  requestNearMe(() => set({ centreRequest: state.centreRequest + 1 }));
}

export function allowLocation(): void {
  updateSettings({ getLocation: true });
  void locate();
}

export function dismissNearMeDialog(): void {
  pending = null;
  set({ dialog: 'none' });
}

/** A position read by the map's 10 s re-poll. */
export function updatePosition(position: GeoPoint): void {
  set({ position });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getState = (): NearMeState => state;

export function useNearMe(): NearMeState {
  return useSyncExternalStore(subscribe, getState, getState);
}
