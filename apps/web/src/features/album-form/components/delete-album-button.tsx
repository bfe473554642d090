import { useTranslation } from 'react-i18next';
import { ConfirmDeleteButton } from '../../../components/form/confirm-delete-button';

interface DeleteAlbumButtonProps {
  busy: boolean;
  onConfirmed: () => void;
}

/** Spec §5 'Deletes need confirmation': 'Are you sure you want to delete this imagegallery ?'. */
export function DeleteAlbumButton({ busy, onConfirmed }: DeleteAlbumButtonProps) {
  const { t } = useTranslation('album-form');
  return (
    <ConfirmDeleteButton
      busy={busy}
      onConfirmed={onConfirmed}
      labels={{
        button: t('actions.delete'),
        question: t('delete.confirm'),
        yes: t('delete.yes'),
        no: t('delete.no'),
      }}
    />
  );
}
