import { lazy, Suspense } from 'react';
import { useRequested } from '../show-page/use-requested';
import type { CommentsDrawerProps } from './comments-drawer';

const CommentsDrawer = lazy(() => import('./comments-drawer'));

/**
 * The viewers' comments drawer, its code loaded the first time it opens and kept mounted after
 * that for its closing animation.
 */
export function LazyCommentsDrawer(props: CommentsDrawerProps) {
  const requested = useRequested(props.open);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <CommentsDrawer {...props} />
    </Suspense>
  );
}
