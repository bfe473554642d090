import AddIcon from '@mui/icons-material/Add';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { galleryItem } from '@retropics/domain/gallery-items';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../lib/auth/session-store';
import { preloadNamespace } from '../../lib/i18n/preload-namespace';
import { useChangeAlbumItems, useOwnAlbums } from '../../lib/resources/image-galleries';
import { documentPath } from '../../lib/routing/document-links';
import { routePath } from '../../lib/routing/route-links';
import { showSuccess } from '../../lib/snackbar/snackbar-store';
import { viewerOfToken } from '../comments/comment-rights';
import { albumsByHeadline, choiceState, type FailureText, failureText } from './album-choices';

preloadNamespace('album-actions');

/** What goes into an album: its IRI (photograph, RetroSnap, album, photograph comment) and its name. */
export interface AlbumItemTarget {
  iri: string;
  title: string;
}

interface AddToAlbumDialogProps {
  open: boolean;
  item: AlbumItemTarget;
  onClose(): void;
  /** After the closing transition: the opener may drop the dialog. */
  onExited?(): void;
}

/** Spec §2 'album selection' / add-to-gallery dialog: the signed-in person's albums, sorted by headline. */
export default function AddToAlbumDialog({ open, item, onClose, onExited }: AddToAlbumDialogProps) {
  const { t, i18n } = useTranslation('album-actions');
  const session = useSession();
  const viewer = viewerOfToken(session.user);
  const albums = useOwnAlbums(viewer?.personId);
  const change = useChangeAlbumItems();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [failure, setFailure] = useState<FailureText | null>(null);
  const titleId = useId();
  const listLabelId = useId();
  const target = useMemo(() => galleryItem(item.iri), [item.iri]);
  const sorted = useMemo(
    () => albumsByHeadline(albums.data ?? [], i18n.language),
    [albums.data, i18n.language],
  );
  const chosen = sorted.find((album) => album.id === chosenId) ?? null;

  const add = () => {
    if (!chosen || choiceState(chosen, target) === 'self') return;
    // Adding again changes nothing (spec §5: no duplicates): the album is still saved through the one
    // path, which reads it fresh, so an album changed meanwhile in another tab is not overwritten.
    const already = choiceState(chosen, target) === 'holds';
    setFailure(null);
    change.mutate(
      { albumId: chosen.id, add: target },
      {
        onSuccess: (saved) => {
          onClose();
          const albumPath = documentPath(saved['@id']);
          showSuccess(
            t(already ? 'add.alreadyThere' : 'add.added', { album: saved.headline }),
            albumPath ? { label: t('add.openAlbum'), to: albumPath } : undefined,
          );
        },
        onError: (error) => setFailure(failureText(error)),
      },
    );
  };

  // The album form reads `item` and starts the new album with it.
  const createPath = routePath('ImageGalleryCreate');
  const newAlbumPath = createPath && `${createPath}?${new URLSearchParams({ item: item.iri })}`;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited } }}
      data-testid="add-to-album-dialog"
    >
      <DialogTitle id={titleId}>{t('add.title')}</DialogTitle>
      <DialogContent dividers sx={{ pt: 1.5 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5, overflowWrap: 'anywhere' }}>
          {t('add.what', { title: item.title })}
        </Typography>
        {albums.isPending && viewer && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
            <CircularProgress size={28} aria-label={t('add.loading')} />
          </Box>
        )}
        {albums.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void albums.refetch()}>
                {t('add.retry')}
              </Button>
            }
          >
            {t('add.loadFailed')}
          </Alert>
        )}
        {albums.isSuccess && sorted.length === 0 && (
          <Typography data-testid="add-to-album-none">{t('add.none')}</Typography>
        )}
        {sorted.length > 0 && (
          <>
            <Typography id={listLabelId} component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
              {t('add.albums')}
            </Typography>
            <RadioGroup
              aria-labelledby={listLabelId}
              name="album"
              value={chosenId === null ? '' : String(chosenId)}
              onChange={(event) => {
                setChosenId(Number(event.target.value));
                setFailure(null);
              }}
            >
              {sorted.map((album) => {
                const state = choiceState(album, target);
                return (
                  <FormControlLabel
                    key={album.id}
                    value={String(album.id)}
                    disabled={state === 'self'}
                    control={<Radio />}
                    data-testid={`album-choice-${album.id}`}
                    data-state={state}
                    sx={{ mr: 0, py: 0.25, alignItems: 'center' }}
                    label={
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
                        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                          {album.headline}
                        </Box>
                        {album.isPrivate && (
                          <Box component="span" sx={hintSx}>
                            <LockOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />
                            {t('add.private')}
                          </Box>
                        )}
                        {state !== 'open' && (
                          <Box
                            component="span"
                            sx={{ ...hintSx, color: state === 'holds' ? 'success.dark' : undefined }}
                          >
                            {state === 'holds' && (
                              <CheckCircleOutlineIcon sx={{ fontSize: 16 }} aria-hidden />
                            )}
                            {t(state === 'holds' ? 'add.holds' : 'add.self')}
                          </Box>
                        )}
                      </Box>
                    }
                  />
                );
              })}
            </RadioGroup>
          </>
        )}
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 1.5 }} data-testid="add-to-album-failure">
            {t(failure.key, failure.values)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        {newAlbumPath && (
          <Button component={RouterLink} to={newAlbumPath} onClick={onClose} startIcon={<AddIcon />}>
            {t('add.newAlbum')}
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>{t('add.cancel')}</Button>
        <Button
          variant="contained"
          onClick={add}
          disabled={!chosen || change.isPending}
          startIcon={
            change.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
          }
          data-testid="add-to-album-submit"
        >
          {change.isPending ? t('add.saving') : t('add.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const hintSx = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.25,
  fontSize: '0.8rem',
  color: 'text.secondary',
} as const;
