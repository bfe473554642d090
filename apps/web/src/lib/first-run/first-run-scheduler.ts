import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { screenIsBusy } from '../layout/screen-free';
import {
  FIRST_RUN_PRIORITY,
  type FirstRunOfferId,
  mayShowThisSession,
  offerToOpen,
} from './first-run-policy';

/**
 * The one turn-taker of the first-run offers (welcome, intro thank-you, tour, name notice, push):
 * each asks by id with `useFirstRunTurn` and shows only while it holds the turn; the rule itself
 * is `first-run-policy.ts`. What was shown is kept per browser session (sessionStorage), so a
 * reload does not start the session's allowance again.
 */

const SHOWN_KEY = 'retropics.firstRun.shownThisSession';
/** How often an offer that waits (behind another dialog, or for the pause) looks again. */
const RECHECK_MS = 1000;
/**
 * Offers whose timers end together (name notice and push, 5 s) ask a few renders apart: they are
 * weighed by priority when they asked within this window.
 */
const SAME_MOMENT_MS = 100;

const asking = new Set<FirstRunOfferId>();
const listeners = new Set<() => void>();
let open: FirstRunOfferId | null = null;
let lastClosedAt: number | null = null;
let shownThisSession: FirstRunOfferId[] = readShown();
let timer = 0;

function readShown(): FirstRunOfferId[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(SHOWN_KEY) ?? '[]');
    return Array.isArray(stored) ? FIRST_RUN_PRIORITY.filter((id) => stored.includes(id)) : [];
  } catch {
    return [];
  }
}

function recordShown(id: FirstRunOfferId): void {
  shownThisSession = [...shownThisSession, id];
  try {
    sessionStorage.setItem(SHOWN_KEY, JSON.stringify(shownThisSession));
  } catch {
    // Without session storage the allowance holds until the next reload; harmless.
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

function decide(): void {
  timer = 0;
  const next = offerToOpen({
    asking: [...asking],
    open,
    shownThisSession,
    screenBusy: screenIsBusy(),
    now: Date.now(),
    lastClosedAt,
  });
  if (next) {
    asking.delete(next);
    open = next;
    recordShown(next);
    emit();
    return;
  }
  // Look again only while an asking offer could still come in this session.
  if (open === null && [...asking].some((id) => mayShowThisSession(id, shownThisSession))) {
    timer = window.setTimeout(decide, RECHECK_MS);
  }
}

/** Decides shortly, so offers that ask in the same moment are weighed together. */
function decideSoon(): void {
  window.clearTimeout(timer);
  timer = window.setTimeout(decide, SAME_MOMENT_MS);
}

function ask(id: FirstRunOfferId): void {
  asking.add(id);
  decideSoon();
}

function close(id: FirstRunOfferId): void {
  asking.delete(id);
  if (open !== id) return;
  open = null;
  lastClosedAt = Date.now();
  emit();
  decideSoon();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface FirstRunTurn {
  /** This offer holds the screen: show it. */
  showing: boolean;
  /** The offer was answered (or left): the turn passes on. */
  finish: () => void;
}

/**
 * Asks for the screen while `wanted` (the offer's moment has come and it still applies). When it
 * stops being wanted or the component leaves, the offer withdraws, and closes if it was showing.
 */
export function useFirstRunTurn(id: FirstRunOfferId, wanted: boolean): FirstRunTurn {
  const showing = useSyncExternalStore(
    subscribe,
    () => open === id,
    () => false,
  );
  useEffect(() => {
    if (!wanted) return;
    ask(id);
    return () => close(id);
  }, [id, wanted]);
  const finish = useCallback(() => close(id), [id]);
  return { showing, finish };
}
