import type { GreyImage, MatchResult } from './orb-matcher';

/** What the page and the matcher's worker (`orb-matcher.worker.ts`) say to each other. */
export type MatcherRequest = { type: 'train'; image: GreyImage } | { type: 'frame'; image: GreyImage };

export type MatcherAnswer =
  | { type: 'trained'; keypoints: number }
  | { type: 'result'; result: MatchResult }
  | { type: 'error'; message: string };
