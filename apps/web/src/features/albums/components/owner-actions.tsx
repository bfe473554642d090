import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { galleryItem } from '@retropics/domain/gallery-items';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { failureText } from '../../../components/add-to-album/album-choices';
import { ConfirmDialog } from '../../../components/form/confirm-dialog';
import { RemoveOverPictureButton } from '../../../components/tiles/remove-over-picture-button';
import { useChangeAlbumItems, useDeleteAlbum } from '../../../lib/resources/image-galleries';
import { homePath, routePath } from '../../../lib/routing/route-links';
import { showError, showSuccess } from '../../../lib/snackbar/snackbar-store';
import { type AlbumEntry, entryIri } from './album-entries';

/**
 * Spec §2 album show, §6 Owner: edit, delete (after 'Are you sure you want to delete this
 * imagegallery ?', then to the person's albums) and the reorder mode, for the album's owner only.
 */
export function OwnerBar({
  albumId,
  reordering,
  canReorder,
  onReorder,
}: {
  albumId: number;
  reordering: boolean;
  canReorder: boolean;
  onReorder(on: boolean): void;
}) {
  const { t } = useTranslation('album-actions');
  const navigate = useNavigate();
  const deleteAlbum = useDeleteAlbum();
  const [confirming, setConfirming] = useState(false);
  const editPath = routePath('ImageGalleryUpdate', { id: albumId });

  const confirmDelete = () =>
    deleteAlbum.mutate(albumId, {
      onSuccess: () => {
        setConfirming(false);
        showSuccess(t('owner.deleted'));
        // Spec §4 album: delete success goes to the list.
        void navigate(routePath('ImageGalleryList') ?? homePath(), { replace: true });
      },
      onError: (error) => {
        setConfirming(false);
        const failure = failureText(error);
        showError(t(failure.key, failure.values));
      },
    });

  return (
    <Box
      role="group"
      aria-label={t('owner.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2, mb: 2 }}
      data-testid="album-owner-actions"
    >
      {editPath && (
        <Button component={RouterLink} to={editPath} variant="outlined" startIcon={<EditOutlinedIcon />}>
          {t('owner.edit')}
        </Button>
      )}
      {canReorder && (
        <Button
          variant={reordering ? 'contained' : 'outlined'}
          aria-pressed={reordering}
          startIcon={<SwapVertIcon />}
          onClick={() => onReorder(!reordering)}
          data-testid="album-reorder-toggle"
        >
          {t('owner.reorder')}
        </Button>
      )}
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteOutlineIcon />}
        onClick={() => setConfirming(true)}
        data-testid="album-delete"
      >
        {t('owner.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        question={t('owner.deleteConfirm')}
        detail={t('owner.deleteHint')}
        confirmLabel={t('owner.deleteYes')}
        cancelLabel={t('owner.no')}
        busy={deleteAlbum.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
        data-testid="confirm-delete-album"
      />
    </Box>
  );
}

/** The owner's remove button on a tile of the album grid. */
export function RemoveFromAlbumButton({ title, onClick }: { title: string; onClick(): void }) {
  const { t } = useTranslation('album-actions');
  return (
    <RemoveOverPictureButton
      label={t('owner.removeFor', { title })}
      hint={t('owner.remove')}
      onClick={onClick}
      data-testid="remove-from-album"
    />
  );
}

/** 'Element wirklich aus Album entfernen?' (spec §5), then the item leaves the album; nothing else is deleted. */
export function RemoveFromAlbumDialog({
  albumId,
  entry,
  onClose,
}: {
  albumId: number;
  entry: AlbumEntry | null;
  onClose(): void;
}) {
  const { t } = useTranslation('album-actions');
  const change = useChangeAlbumItems();
  const confirm = () => {
    if (!entry) return;
    change.mutate(
      { albumId, remove: galleryItem(entryIri(entry)) },
      {
        onSuccess: () => {
          onClose();
          showSuccess(t('owner.removed'));
        },
        onError: (error) => {
          onClose();
          const failure = failureText(error);
          showError(t(failure.key, failure.values));
        },
      },
    );
  };
  return (
    <ConfirmDialog
      open={entry !== null}
      question={t('owner.removeConfirm')}
      confirmLabel={t('owner.removeYes')}
      cancelLabel={t('owner.no')}
      busy={change.isPending}
      onConfirm={confirm}
      onCancel={onClose}
      data-testid="confirm-remove-from-album"
    />
  );
}
