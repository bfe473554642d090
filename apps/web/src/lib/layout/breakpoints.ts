/** Spec §9 breakpoints in px. */
export const BREAKPOINTS = {
  /** Below this width the phone layout applies. */
  mobile: 600,
  /** Feed landing buttons switch to their phone variant at this width or less; also the video width. */
  narrow: 768,
  /** Crowdfunding layout switches below this width (959 px and less). */
  crowdfunding: 960,
} as const;

export const mediaQueries = {
  mobile: `(max-width: ${BREAKPOINTS.mobile - 0.05}px)`,
  narrow: `(max-width: ${BREAKPOINTS.narrow}px)`,
  crowdfunding: `(max-width: ${BREAKPOINTS.crowdfunding - 1}px)`,
} as const;
