import { describe, expect, it } from 'vitest';
import { type FirstRunState, FOLLOW_UP_PAUSE_MS, mayShowThisSession, offerToOpen } from './first-run-policy';

const quiet: FirstRunState = {
  asking: [],
  open: null,
  shownThisSession: [],
  screenBusy: false,
  now: 10_000,
  lastClosedAt: null,
};

describe('offerToOpen (one first-run offer at a time, issue 12)', () => {
  it('opens nothing when nothing asks', () => {
    expect(offerToOpen(quiet)).toBeNull();
  });

  it('opens the one that asks', () => {
    expect(offerToOpen({ ...quiet, asking: ['push'] })).toBe('push');
  });

  it('lets priority decide between offers that are ready at the same moment', () => {
    expect(offerToOpen({ ...quiet, asking: ['push', 'nameNotice', 'tour'] })).toBe('tour');
    expect(offerToOpen({ ...quiet, asking: ['push', 'nameNotice'] })).toBe('nameNotice');
    expect(offerToOpen({ ...quiet, asking: ['push', 'introOffer', 'welcome'] })).toBe('welcome');
  });

  it('never opens a second offer over the one on screen', () => {
    expect(
      offerToOpen({ ...quiet, open: 'welcome', shownThisSession: ['welcome'], asking: ['push'] }),
    ).toBeNull();
  });

  it('waits while another dialog or the intro movie holds the screen', () => {
    expect(offerToOpen({ ...quiet, screenBusy: true, asking: ['welcome'] })).toBeNull();
  });

  it('keeps the screen quiet for a moment after an offer closed, so a follow-up can ask first', () => {
    const justClosed = { ...quiet, shownThisSession: ['welcome'] as const, lastClosedAt: quiet.now - 100 };
    expect(offerToOpen({ ...justClosed, asking: ['push'] })).toBeNull();
    const later = { ...justClosed, now: justClosed.lastClosedAt + FOLLOW_UP_PAUSE_MS };
    expect(offerToOpen({ ...later, asking: ['push', 'introOffer'] })).toBe('introOffer');
  });

  it('allows the welcome and one more in the first session, nothing after that', () => {
    const afterWelcome = { ...quiet, shownThisSession: ['welcome'] as const };
    expect(offerToOpen({ ...afterWelcome, asking: ['nameNotice', 'push'] })).toBe('nameNotice');
    const afterTwo = { ...quiet, shownThisSession: ['welcome', 'nameNotice'] as const };
    expect(offerToOpen({ ...afterTwo, asking: ['push', 'tour'] })).toBeNull();
  });

  it('allows one offer in a later session', () => {
    expect(offerToOpen({ ...quiet, shownThisSession: ['tour'], asking: ['push'] })).toBeNull();
    expect(offerToOpen({ ...quiet, shownThisSession: ['push'], asking: ['nameNotice'] })).toBeNull();
  });

  it('opens each offer at most once in a session', () => {
    expect(offerToOpen({ ...quiet, shownThisSession: ['welcome'], asking: ['push'] })).toBe('push');
    expect(offerToOpen({ ...quiet, shownThisSession: ['welcome', 'push'], asking: ['push'] })).toBeNull();
  });
});

describe('mayShowThisSession', () => {
  it('keeps the welcome possible until it is answered, whatever else was shown', () => {
    expect(mayShowThisSession('welcome', ['tour'])).toBe(true);
    expect(mayShowThisSession('welcome', ['welcome'])).toBe(true);
  });

  it('closes the session for the others once one of them was shown', () => {
    expect(mayShowThisSession('push', ['welcome'])).toBe(true);
    expect(mayShowThisSession('push', ['welcome', 'introOffer'])).toBe(false);
  });
});
