import { lazy, Suspense, useCallback, useState } from 'react';
import { isSignedIn, useSession } from '../../lib/auth/session-store';
import { promptSignIn } from '../../lib/auth/sign-in-prompt';
import type { AlbumItemTarget } from './add-to-album-dialog';

// The dialog (and its texts) loads when someone first wants to add something.
const AddToAlbumDialog = lazy(() => import('./add-to-album-dialog'));

/**
 * Spec §2 'add to album' from a feed card, the viewer, a RetroSnap or an album: `request(item)`
 * opens the album selection for a signed-in person and the sign-in prompt for a visitor (§4);
 * the screen renders `dialog` where it likes.
 */
export function useAddToAlbum() {
  const signedIn = isSignedIn(useSession());
  const [item, setItem] = useState<AlbumItemTarget | null>(null);
  const [open, setOpen] = useState(false);
  const request = useCallback(
    (target: AlbumItemTarget) => {
      if (!signedIn) {
        promptSignIn();
        return;
      }
      setItem(target);
      setOpen(true);
    },
    [signedIn],
  );
  const dialog = item ? (
    <Suspense fallback={null}>
      <AddToAlbumDialog
        open={open}
        item={item}
        onClose={() => setOpen(false)}
        onExited={() => setItem(null)}
      />
    </Suspense>
  ) : null;
  return { request, dialog };
}
