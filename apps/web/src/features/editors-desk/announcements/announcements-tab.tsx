import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickTranslation } from '../../../lib/i18n/pick-translation';
import { preloadNamespace } from '../../../lib/i18n/preload-namespace';
import {
  type Announcement,
  useAnnouncements,
  useDeleteAnnouncement,
} from '../../../lib/resources/announcements';
import { showSuccess } from '../../../lib/snackbar/snackbar-store';
import { AnnouncementDialog } from './announcement-dialog';

preloadNamespace('announcements');

function useDateTime() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string | null) => (iso ? format.format(new Date(iso)) : null);
}

/** Whether the announcement is in the feed now, will be, or was. */
function stateOf(announcement: Announcement, now: number): 'shown' | 'scheduled' | 'ended' | 'hidden' {
  if (!announcement.showInFeed) return 'hidden';
  if (announcement.startsAt && Date.parse(announcement.startsAt) > now) return 'scheduled';
  if (announcement.endsAt && Date.parse(announcement.endsAt) <= now) return 'ended';
  return 'shown';
}

/**
 * The editors' desk tab of announcements (spec §2 Feed announcement cards): every announcement
 * with its time window, feed position and clicks (all, and those that count), created and changed
 * in a dialog, deleted after a confirmation.
 */
export function AnnouncementsTab() {
  const { t, i18n } = useTranslation('announcements');
  const headingId = useId();
  const list = useAnnouncements();
  const remove = useDeleteAnnouncement();
  const dateTime = useDateTime();
  const [editing, setEditing] = useState<Announcement | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const announcements = list.data?.['hydra:member'] ?? [];
  const now = Date.now();
  const nameOf = (announcement: Announcement) =>
    pickTranslation(announcement.translations, i18n.language)?.name || t('list.unnamed');

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteFailed(false);
    try {
      await remove.mutateAsync(deleting.id);
      showSuccess(t('delete.done', { name: nameOf(deleting) }));
      setDeleting(null);
    } catch {
      setDeleteFailed(true);
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId} data-testid="announcements-tab">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {t('list.heading')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {t('list.create')}
        </Button>
      </Box>
      {list.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('list.loading')} />
        </Box>
      )}
      {list.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void list.refetch()}>
              {t('list.retry')}
            </Button>
          }
        >
          {t('list.loadError')}
        </Alert>
      )}
      {list.isSuccess && announcements.length === 0 && (
        <Typography color="text.secondary">{t('list.empty')}</Typography>
      )}
      {announcements.length > 0 && (
        <TableContainer>
          <Table size="small" aria-labelledby={headingId} sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('list.name')}</TableCell>
                <TableCell sx={wideOnly}>{t('list.window')}</TableCell>
                <TableCell align="right" sx={wideOnly}>
                  {t('list.position')}
                </TableCell>
                <TableCell align="right">{t('list.clicks')}</TableCell>
                <TableCell align="right">{t('list.validClicks')}</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {t('list.actions')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {announcements.map((announcement) => {
                const name = nameOf(announcement);
                const state = stateOf(announcement, now);
                const windowText = t('list.windowText', {
                  from: dateTime(announcement.startsAt) ?? t('list.open'),
                  until: dateTime(announcement.endsAt) ?? t('list.open'),
                });
                return (
                  <TableRow key={announcement.id} data-testid="announcement-row" data-id={announcement.id}>
                    <TableCell>
                      <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                        {name}
                      </Typography>
                      <Typography component="span" variant="body2" color="text.secondary">
                        {t(`state.${state}`)}
                        {announcement.video ? ` · ${t('list.video')}` : ''}
                      </Typography>
                      {/* On a phone the window and the position stand under the name. */}
                      <Typography
                        component="span"
                        variant="body2"
                        color="text.secondary"
                        sx={{ display: { xs: 'block', sm: 'none' } }}
                      >
                        {windowText}
                        {announcement.feedPosition === null
                          ? ''
                          : ` · ${t('list.positionShort', { position: announcement.feedPosition })}`}
                      </Typography>
                    </TableCell>
                    <TableCell sx={wideOnly}>{windowText}</TableCell>
                    <TableCell align="right" sx={wideOnly}>
                      {announcement.feedPosition ?? '–'}
                    </TableCell>
                    <TableCell align="right" data-testid="announcement-clicks">
                      {announcement.clicks}
                    </TableCell>
                    <TableCell align="right" data-testid="announcement-valid-clicks">
                      {announcement.validClicks}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton
                        aria-label={t('list.edit', { name })}
                        onClick={() => setEditing(announcement)}
                      >
                        <EditOutlinedIcon />
                      </IconButton>
                      <IconButton
                        aria-label={t('list.delete', { name })}
                        onClick={() => {
                          setDeleteFailed(false);
                          setDeleting(announcement);
                        }}
                      >
                        <DeleteOutlineIcon />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && (
        <AnnouncementDialog
          announcement={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <Dialog
        open={deleting !== null}
        onClose={remove.isPending ? undefined : () => setDeleting(null)}
        aria-labelledby={`${headingId}-delete`}
      >
        <DialogTitle id={`${headingId}-delete`}>{t('delete.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {deleting && t('delete.question', { name: nameOf(deleting) })}
          </DialogContentText>
          {deleteFailed && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {t('delete.failed')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)} disabled={remove.isPending}>
            {t('delete.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => void confirmDelete()}
            disabled={remove.isPending}
          >
            {t('delete.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;
