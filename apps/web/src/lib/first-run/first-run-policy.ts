/**
 * Which first-run offer may take the screen now. Pure, so the rule reads in one place and is
 * tested without a browser; `first-run-scheduler.ts` feeds it the live state.
 *
 * The rule (issue 12: "no modal storm"):
 * - One at a time: nothing is offered while a first-run offer or any other dialog holds the screen.
 * - Per browser session the welcome (the storage notice: it must be answered before anything is
 *   stored) plus at most ONE other offer. The first session is therefore welcome + one more, every
 *   later session one offer at most. A person who came from a link came for that page: one card
 *   to answer, then the page is theirs.
 * - The first offer whose moment comes takes the session's turn (the tour 500 ms after the feed
 *   shows, the name notice and the push offer 5 s after arrival, spec §9). When several are ready
 *   at once, `FIRST_RUN_PRIORITY` decides.
 * - After an offer closes the screen stays quiet for `FOLLOW_UP_PAUSE_MS`, so a follow-up (the
 *   thank-you after the welcome) can ask before a lower offer whose timer ran out meanwhile.
 * An offer that was not shown keeps waiting for a later session; what was answered for good
 * (tour off, push decided, name notice seen, intro offer answered) lives in the settings store,
 * and such an offer does not ask again.
 */

/**
 * The welcome comes whenever it is due (settings still empty), also again after a reload of an
 * unanswered one: the other offers wait for its answer anyway.
 *
 * Highest first: the storage notice; the thank-you that answers agreeing to it; learning the app
 * on the feed; choosing a name (shown beside comments); last the push permission, which is worth
 * asking only once the person knows what the notifications would bring.
 */
export const FIRST_RUN_PRIORITY = ['welcome', 'introOffer', 'tour', 'nameNotice', 'push'] as const;

export type FirstRunOfferId = (typeof FIRST_RUN_PRIORITY)[number];

/** Offers that may come in a session besides the welcome. */
export const OFFERS_PER_SESSION = 1;

/** Quiet time after an offer closed before the next may open. */
export const FOLLOW_UP_PAUSE_MS = 800;

export interface FirstRunState {
  /** Offers asking to show now (their moment has come and they are still wanted). */
  asking: ReadonlyArray<FirstRunOfferId>;
  /** The offer on screen, if any. */
  open: FirstRunOfferId | null;
  /** Offers shown in this browser session, including the open one. */
  shownThisSession: ReadonlyArray<FirstRunOfferId>;
  /** Another dialog (drawer, sign-in prompt, feedback…) or the intro movie holds the screen. */
  screenBusy: boolean;
  now: number;
  /** When the last offer closed (ms, same clock as `now`); null when none closed yet. */
  lastClosedAt: number | null;
}

function budgetLeft(shownThisSession: ReadonlyArray<FirstRunOfferId>): boolean {
  return shownThisSession.filter((id) => id !== 'welcome').length < OFFERS_PER_SESSION;
}

/** May `id` still show in this session at all (regardless of what is on screen now)? */
export function mayShowThisSession(id: FirstRunOfferId, shownThisSession: ReadonlyArray<FirstRunOfferId>) {
  // The storage notice stays until it is answered, also after a reload; it holds no one's turn.
  if (id === 'welcome') return true;
  return !shownThisSession.includes(id) && budgetLeft(shownThisSession);
}

/** The offer to open now, or null when none may. */
export function offerToOpen(state: FirstRunState): FirstRunOfferId | null {
  if (state.open !== null || state.screenBusy) return null;
  if (state.lastClosedAt !== null && state.now - state.lastClosedAt < FOLLOW_UP_PAUSE_MS) return null;
  return (
    FIRST_RUN_PRIORITY.find(
      (id) => state.asking.includes(id) && mayShowThisSession(id, state.shownThisSession),
    ) ?? null
  );
}
