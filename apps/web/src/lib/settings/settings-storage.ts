// The settings without React, so the tiny early script (src/app/boot) can read them too.
/** Spec §3 'Settings (local)'; null means "not decided yet" (the person was never asked). */
export interface LocalSettings {
  showColorized: boolean;
  showInfosOverlay: boolean;
  show25DPhotos: boolean;
  darkTheme: boolean;
  showTour: boolean;
  showNotifications: boolean | null;
  getLocation: boolean | null;
  redirectRoute: string | null;
  googleAnalytics: boolean | null;
  /** Photograph viewer: the layer of comment rectangles is shown (spec §2, persisted toggle). */
  showCommentBoxes: boolean;
  /**
   * The thank-you dialog with the intro movie offer (spec §2): 'due' once the welcome dialog was
   * agreed to, 'shown' after it was answered, so it comes once per device.
   */
  introMovieOffer: 'due' | 'shown' | null;
  /** The 'choose your name' notice (spec §2) was shown: it comes once per device, not every session. */
  changeUsernameNoticeShown: boolean;
}

/** Spec §4 "Defaults on first load". */
export const DEFAULT_SETTINGS: Readonly<LocalSettings> = Object.freeze({
  showColorized: false,
  showInfosOverlay: false,
  show25DPhotos: true,
  darkTheme: true,
  showTour: true,
  showNotifications: null,
  getLocation: null,
  redirectRoute: null,
  googleAnalytics: null,
  showCommentBoxes: true,
  introMovieOffer: null,
  changeUsernameNoticeShown: false,
});

const STORAGE_KEY = 'retropics.settings';
const listeners = new Set<() => void>();

function readStored(): Partial<LocalSettings> | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as Partial<LocalSettings>) : null;
  } catch {
    // Private mode or a corrupted entry: behave like a first visit instead of failing the app.
    return null;
  }
}

function pickKnown(stored: Partial<LocalSettings>): Partial<LocalSettings> {
  const known: Partial<LocalSettings> = {};
  for (const key of Object.keys(DEFAULT_SETTINGS) as Array<keyof LocalSettings>) {
    const value = stored[key];
    const expected = typeof DEFAULT_SETTINGS[key];
    if (
      value === null ||
      typeof value === expected ||
      (expected === 'object' && typeof value !== 'undefined')
    ) {
      Object.assign(known, { [key]: value });
    }
  }
  return known;
}

let current: LocalSettings = { ...DEFAULT_SETTINGS, ...pickKnown(readStored() ?? {}) };
let stored = readStored() !== null;

function emit(): void {
  for (const listener of listeners) listener();
}

export function getSettings(): LocalSettings {
  return current;
}

/** True once anything was saved; the welcome dialog shows while this is false (spec §4). */
export function hasStoredSettings(): boolean {
  return stored;
}

export function updateSettings(patch: Partial<LocalSettings>): void {
  current = { ...current, ...patch };
  stored = true;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Storage full or blocked: the change still applies for this visit.
  }
  emit();
}

/** Calls the listener after every change (this tab or another); returns the unsubscribe. */
export function subscribeToSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  // Another tab changed the settings: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY) return;
    const next = readStored();
    stored = next !== null;
    current = { ...DEFAULT_SETTINGS, ...pickKnown(next ?? {}) };
    emit();
  });
}
