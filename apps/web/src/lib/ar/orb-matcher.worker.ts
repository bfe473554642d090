import type { MatcherAnswer, MatcherRequest } from './matcher-messages';
import { OrbMatcher } from './orb-matcher';

/**
 * The AR matcher off the main thread, so the camera picture stays smooth: the page sends the
 * pattern once and then one grey frame at a time (their buffers transferred), and gets each
 * frame's result back.
 */
// The worker's global scope, typed without the webworker lib (it clashes with the DOM lib of the app).
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<MatcherRequest>) => void) | null;
  postMessage(answer: MatcherAnswer): void;
};
const matcher = new OrbMatcher();

scope.onmessage = (event: MessageEvent<MatcherRequest>) => {
  const request = event.data;
  let answer: MatcherAnswer;
  try {
    answer =
      request.type === 'train'
        ? { type: 'trained', keypoints: matcher.train(request.image) }
        : { type: 'result', result: matcher.match(request.image) };
  } catch (error) {
    answer = { type: 'error', message: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(answer);
};
