import { canDeletePhotograph } from '@retropics/domain/permissions';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { viewerOfToken } from '../../../components/comments/comment-rights';
import { ConfirmDialog } from '../../../components/form/confirm-dialog';
import { PhotographTile, photographTitle } from '../../../components/tiles/photograph-tile';
import { RemoveOverPictureButton } from '../../../components/tiles/remove-over-picture-button';
import { useSession } from '../../../lib/auth/session-store';
import { preloadNamespace } from '../../../lib/i18n/preload-namespace';
import { useDeletePhotograph } from '../../../lib/resources/photographs';
import { showError, showSuccess } from '../../../lib/snackbar/snackbar-store';

preloadNamespace('photograph-edit');

type CollectionPhotographTileProps = ComponentProps<typeof PhotographTile> & {
  /** The person id of the collection's owner (spec §6 Owner: removing photographs). */
  collectionOwnerId: number | null;
};

/**
 * A photograph in the collection grid; for the collection's owner and the curators with a remove
 * button that deletes the photograph after a confirmation (it belongs to no other collection).
 */
export function CollectionPhotographTile({ collectionOwnerId, ...tile }: CollectionPhotographTileProps) {
  const { t, i18n } = useTranslation('photograph-edit');
  const viewer = viewerOfToken(useSession().user);
  const remove = useDeletePhotograph();
  const [confirming, setConfirming] = useState(false);
  if (!canDeletePhotograph(viewer, { collectionOwnerId })) return <PhotographTile {...tile} />;
  const title = photographTitle(tile.photograph, i18n.language);
  const confirm = () =>
    remove.mutate(tile.photograph.id, {
      onSuccess: () => {
        setConfirming(false);
        showSuccess(t('remove.done', { title }));
      },
      onError: () => {
        setConfirming(false);
        showError(t('remove.failed'));
      },
    });
  return (
    <>
      <PhotographTile
        {...tile}
        moreActions={
          <>
            {tile.moreActions}
            <RemoveOverPictureButton
              label={t('remove.buttonFor', { title })}
              hint={t('remove.button')}
              onClick={() => setConfirming(true)}
              data-testid="remove-from-collection"
            />
          </>
        }
      />
      <ConfirmDialog
        open={confirming}
        question={t('remove.confirm', { title })}
        detail={t('remove.detail')}
        confirmLabel={t('remove.yes')}
        cancelLabel={t('delete.no')}
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
        data-testid="confirm-remove-from-collection"
      />
    </>
  );
}
