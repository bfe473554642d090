import LocationOffIcon from '@mui/icons-material/LocationOff';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { allowLocation, dismissNearMeDialog, useNearMe } from '../../lib/location/near-me-store';

/** Spec §2 dialogs 'near-me permission' and 'location-blocked info', and a note while locating. */
export default function NearMeDialogs() {
  const { t } = useTranslation('map');
  const { dialog } = useNearMe();
  return (
    <>
      <Dialog
        open={dialog === 'permission'}
        onClose={dismissNearMeDialog}
        aria-labelledby="near-me-title"
        aria-describedby="near-me-text"
        maxWidth="xs"
      >
        <DialogTitle id="near-me-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <MyLocationIcon color="primary" aria-hidden />
          {t('nearMe.permissionTitle')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="near-me-text">{t('nearMe.permissionText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={dismissNearMeDialog}>{t('nearMe.decline')}</Button>
          <Button variant="contained" onClick={allowLocation} autoFocus>
            {t('nearMe.allow')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={dialog === 'locating'} aria-labelledby="near-me-locating" maxWidth="xs">
        <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Box id="near-me-locating" role="status">
            {t('nearMe.locating')}
          </Box>
        </DialogContent>
      </Dialog>
      <Dialog
        open={dialog === 'blocked'}
        onClose={dismissNearMeDialog}
        aria-labelledby="near-me-blocked-title"
        aria-describedby="near-me-blocked-text"
        maxWidth="xs"
      >
        <DialogTitle id="near-me-blocked-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LocationOffIcon color="error" aria-hidden />
          {t('nearMe.blockedTitle')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="near-me-blocked-text">{t('nearMe.blockedText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={dismissNearMeDialog} autoFocus>
            {t('nearMe.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
