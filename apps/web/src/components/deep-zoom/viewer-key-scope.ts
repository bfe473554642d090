/**
 * Elements whose keys are their own (typing, sliders, menus, dialogs): a viewer key pressed there
 * belongs to them, not to the picture.
 */
const OWN_KEYS_SELECTOR = [
  'input',
  'textarea',
  'select',
  '[contenteditable]:not([contenteditable="false"])',
  '[role="textbox"]',
  '[role="combobox"]',
  '[role="slider"]',
  '[role="listbox"]',
  '[role="menu"]',
  '[role="dialog"]',
  '[role="alertdialog"]',
].join(', ');

/** The part of an element the decision needs (a DOM element, or a stand-in in tests). */
export interface KeyTarget {
  closest(selector: string): unknown;
}

export interface KeyScope<Target extends KeyTarget> {
  contains(target: Target): boolean;
}

/**
 * Whether a key pressed with `target` focused drives the viewer: with nothing focused (the body),
 * or with focus anywhere on the viewer's screen (the picture, OpenSeadragon's canvas, a toolbar
 * button) except where the focused element uses the key itself. Dialogs and popovers render
 * outside the screen, so their keys stay theirs.
 */
export function keyIsForViewer<Target extends KeyTarget>(
  target: Target | null,
  scope: KeyScope<Target> | null,
  body: Target | null,
): boolean {
  if (target === null || target === body) return true;
  if (scope === null || !scope.contains(target)) return false;
  return target.closest(OWN_KEYS_SELECTOR) === null;
}
