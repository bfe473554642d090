import { useSyncExternalStore } from 'react';
import { getSettings, hasStoredSettings, type LocalSettings, subscribeToSettings } from './settings-storage';

export * from './settings-storage';

export function useSettings(): LocalSettings {
  return useSyncExternalStore(subscribeToSettings, getSettings, getSettings);
}

export function useHasStoredSettings(): boolean {
  return useSyncExternalStore(subscribeToSettings, hasStoredSettings, hasStoredSettings);
}
