import { type RefObject, useEffect, useRef } from 'react';
import { keyIsForViewer } from './viewer-key-scope';
import { type ViewerKeyAction, viewerKeyAction } from './viewer-keys';

/**
 * The viewer keys (spec §2) for a whole screen. The listener sits on the document rather than on
 * the picture, so the keys keep working after a click on the picture (OpenSeadragon then focuses
 * its own canvas) or on a toolbar button (which keeps the focus, and Enter and Space with it).
 */
export function useViewerKeys(
  scope: RefObject<HTMLElement | null>,
  onAction: (action: ViewerKeyAction) => void,
): void {
  const handler = useRef(onAction);
  handler.current = onAction;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = viewerKeyAction(event);
      if (!action) return;
      const target = event.target instanceof Element ? event.target : null;
      if (!keyIsForViewer<Element>(target, scope.current, document.body)) return;
      event.preventDefault();
      handler.current(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [scope]);
}
