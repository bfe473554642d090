/** What a key does in the photograph viewer. */
export type ViewerKeyAction =
  | 'zoomIn'
  | 'zoomOut'
  | 'panUp'
  | 'panDown'
  | 'panLeft'
  | 'panRight'
  | 'home'
  | 'rotate'
  | 'toggleInterface';

interface KeyInput {
  key: string;
  shiftKey: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/**
 * Spec §2 key bindings: +, =, shift+S and shift+ArrowDown zoom in; -, _, shift+W and
 * shift+ArrowUp zoom out. The arrows (and W, A, S, D) pan, 0 goes back to the whole picture and
 * R rotates, so that every action of the viewer works from the keyboard.
 */
export function viewerKeyAction(event: KeyInput): ViewerKeyAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (event.key === '+' || event.key === '=') return 'zoomIn';
  if (event.key === '-' || event.key === '_') return 'zoomOut';
  if (event.shiftKey && (key === 's' || key === 'ArrowDown')) return 'zoomIn';
  if (event.shiftKey && (key === 'w' || key === 'ArrowUp')) return 'zoomOut';
  switch (key) {
    case 'ArrowUp':
    case 'w':
      return 'panUp';
    case 'ArrowDown':
    case 's':
      return 'panDown';
    case 'ArrowLeft':
    case 'a':
      return 'panLeft';
    case 'ArrowRight':
    case 'd':
      return 'panRight';
    case '0':
    case 'Home':
      return 'home';
    case 'r':
      return 'rotate';
    case 'i':
      return 'toggleInterface';
    default:
      return null;
  }
}

/** Rotation by one step (spec §9: 90°) that wraps at 360. */
export function nextRotation(degrees: number, step: number): number {
  return (((degrees + step) % 360) + 360) % 360;
}
