import ForumOutlined from '@mui/icons-material/ForumOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PushOutcome, subscribeToPush } from '../../lib/push/push-subscription';

const BENEFITS = [
  { key: 'newPhotographs', Icon: PhotoLibraryOutlined },
  { key: 'replies', Icon: ForumOutlined },
  { key: 'collections', Icon: VolunteerActivismOutlined },
  { key: 'control', Icon: TuneOutlined },
] as const;

/** Spec §2 push offer: four benefits, then activate or no thanks. */
export function PushOfferDialog({
  open,
  onDone,
}: {
  open: boolean;
  onDone: (outcome: PushOutcome | 'declined') => void;
}) {
  const { t, i18n } = useTranslation('push');
  const titleId = useId();
  const [busy, setBusy] = useState(false);

  const activate = async () => {
    setBusy(true);
    const outcome = await subscribeToPush(i18n.language);
    setBusy(false);
    onDone(outcome);
  };

  return (
    <Dialog
      open={open}
      onClose={() => !busy && onDone('declined')}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      data-testid="push-offer"
    >
      <DialogTitle id={titleId}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <NotificationsActiveOutlined color="primary" aria-hidden />
          {t('offer.title')}
        </Stack>
      </DialogTitle>
      <DialogContent>
        <List dense disablePadding>
          {BENEFITS.map(({ key, Icon }) => (
            <ListItem key={key} disableGutters>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Icon color="primary" aria-hidden />
              </ListItemIcon>
              <ListItemText primary={t(`offer.benefits.${key}`)} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onDone('declined')} disabled={busy}>
          {t('offer.decline')}
        </Button>
        <Button variant="contained" onClick={() => void activate()} loading={busy} autoFocus>
          {t('offer.activate')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
