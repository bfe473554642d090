/**
 * Spec §9 'kept-alive gallery views 5': the album views a person saw last stay mounted, hidden, so
 * going back to one is instant (its data, scroll height, unfolded texts and grid are still there).
 * This is the memory of which ones, most recent last.
 */
export interface KeptView {
  /** The view's address (`/image_galleries/show/3/color`): one kept view per address. */
  pathname: string;
}

/**
 * The kept views after `view` was shown: it moves to the end (most recent), stored as given (its
 * latest location), and the oldest go beyond `limit`. The same list when nothing changed, so a
 * caller holding it in state can tell.
 */
export function keepView<View extends KeptView>(
  kept: readonly View[],
  view: View,
  limit: number,
): readonly View[] {
  if (kept.at(-1) === view) return kept;
  const others = kept.filter((entry) => entry.pathname !== view.pathname);
  return [...others, view].slice(-limit);
}
