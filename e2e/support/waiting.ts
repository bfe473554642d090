import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waiting for what a person would see instead of sleeping: a test waits for the page to have
 * rendered, for the requests it set going to end, or runs the page's clock ahead where the
 * behaviour under test is itself a delay ("the offer comes 5 s after arriving").
 */

/** Resolves after the page has painted `count` more frames: what a scroll or click changed is on screen. */
export async function nextFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(async (frames) => {
    for (let frame = 0; frame < frames; frame++) await new Promise(requestAnimationFrame);
  }, count);
}

/**
 * Waits (up to 2 s) for the transitions under way, such as a dialog fading in: colours measured
 * halfway through a fade are not the ones a person reads. Endless animations (spinners) are skipped.
 */
export async function settleTransitions(page: Page): Promise<void> {
  // A transition a click just set going starts with the next frames.
  await nextFrames(page);
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
}

/** Scrolls the window to `y` and waits until the page has handled the scroll and painted after it. */
export async function scrollAndSettle(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        if (Math.round(window.scrollY) === top) return resolve();
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo(0, top);
      }),
    y,
  );
  await nextFrames(page);
}

/** Follows the page's requests from now on, so a test can wait until those it set going have ended. */
export function watchRequests(page: Page) {
  const started: string[] = [];
  const open = new Set<Request>();
  const onRequest = (request: Request) => {
    open.add(request);
    started.push(request.url());
  };
  const onEnd = (request: Request) => {
    open.delete(request);
  };
  page.on('request', onRequest);
  page.on('requestfinished', onEnd);
  page.on('requestfailed', onEnd);
  return {
    started,
    quiet: () =>
      expect
        .poll(() => [...open].map((request) => request.url()), {
          timeout: 15_000,
          message: 'requests still open',
        })
        .toEqual([]),
    stop: () => {
      page.off('request', onRequest);
      page.off('requestfinished', onEnd);
      page.off('requestfailed', onEnd);
    },
  };
}

/**
 * Runs the page's clock `ms` ahead at once, firing every timer due by then, and waits until what
 * they set going is on screen (the code they load, then two frames). The page must have been
 * opened after `page.clock.install()`. For "does not come" checks: the moment it would have come
 * has passed for the page, without the test sleeping through it.
 */
export async function letTimePass(page: Page, ms: number): Promise<string[]> {
  const requests = watchRequests(page);
  await page.clock.runFor(ms);
  await requests.quiet();
  await nextFrames(page);
  requests.stop();
  return requests.started;
}
