import { useSyncExternalStore } from 'react';

/** Chromium's install prompt event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  /** The browser offered its own install prompt. */
  canPrompt: boolean;
  /** iOS Safari has no prompt: people add the app through Share → Add to Home Screen. */
  needsIosGuide: boolean;
  /** Already running as an installed app. */
  standalone: boolean;
  /** Something can be offered: the prompt or the iOS guide. */
  installable: boolean;
}

let deferredPrompt: BeforeInstallPromptEvent | null = null;
let state: InstallState = computeState();
const listeners = new Set<() => void>();

function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return window.matchMedia('(display-mode: standalone)').matches || nav.standalone === true;
}

export function isIos(userAgent = navigator.userAgent, maxTouchPoints = navigator.maxTouchPoints): boolean {
  // iPadOS presents itself as a Mac; touch support tells them apart.
  return /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

function computeState(): InstallState {
  if (typeof window === 'undefined') {
    return { canPrompt: false, needsIosGuide: false, standalone: false, installable: false };
  }
  const standalone = isStandalone();
  const canPrompt = deferredPrompt !== null && !standalone;
  const needsIosGuide = !standalone && isIos();
  return { canPrompt, needsIosGuide, standalone, installable: canPrompt || needsIosGuide };
}

function update(): void {
  state = computeState();
  for (const listener of listeners) listener();
}

/** Listens from the first moment: Chromium may fire `beforeinstallprompt` before React renders. */
export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    update();
  });
  window.addEventListener('appinstalled', () => {
    deferredPrompt = null;
    update();
  });
  update();
}

/** Shows the browser's install prompt; resolves true when the person accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferredPrompt;
  if (!event) return false;
  // A prompt event can be used once only.
  deferredPrompt = null;
  await event.prompt();
  const choice = await event.userChoice;
  update();
  return choice.outcome === 'accepted';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getState = (): InstallState => state;

export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribe, getState, getState);
}
