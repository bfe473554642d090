import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { CreatedRetrosnap } from '../../lib/offline/retrosnap-queue';
import { documentPath } from '../../lib/routing/document-links';

/**
 * Spec §4 RetroSnap create: after the save, the album 'My RetroSnaps' (the one album the server
 * lists for a new RetroSnap) or the RetroSnap itself. Closing it takes another picture.
 */
export function SavedDialog({
  retrosnap,
  onClose,
}: {
  retrosnap: CreatedRetrosnap | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('camera');
  const titleId = useId();
  const albumIri = retrosnap?.galleries[0];
  const albumPath = albumIri ? documentPath(albumIri) : null;
  const retrosnapPath = retrosnap ? documentPath(retrosnap['@id']) : null;
  return (
    <Dialog open={retrosnap !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('saved.title')}</DialogTitle>
      <DialogContent>{t('saved.text')}</DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {albumPath && (
          <Button component={RouterLink} to={albumPath} replace>
            {t('saved.showAlbum')}
          </Button>
        )}
        {retrosnapPath && (
          <Button component={RouterLink} to={retrosnapPath} replace variant="contained">
            {t('saved.showRetrosnap')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
