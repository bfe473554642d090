import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { promptInstall, useInstallState } from '../../lib/pwa/install-prompt';

/** Install promotion: the benefits, then the browser's prompt or, on iOS, the Safari guide. */
export default function InstallDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const install = useInstallState();
  const titleId = useId();
  const benefits = ['install.benefitHome', 'install.benefitFullscreen', 'install.benefitOffline'] as const;
  const iosSteps = ['install.iosStepSafari', 'install.iosStepShare', 'install.iosStepAdd'] as const;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('install.title')}</DialogTitle>
      <DialogContent>
        <Typography>{t('install.intro')}</Typography>
        <List dense sx={{ listStyle: 'disc', pl: 3 }}>
          {benefits.map((key) => (
            <ListItem key={key} sx={{ display: 'list-item', px: 0 }}>
              <ListItemText primary={t(key)} />
            </ListItem>
          ))}
        </List>
        {install.needsIosGuide && (
          <>
            <Typography component="h3" variant="subtitle1" sx={{ mt: 1 }}>
              {t('install.iosHeading')}
            </Typography>
            <List dense component="ol" sx={{ listStyle: 'decimal', pl: 3 }}>
              {iosSteps.map((key) => (
                <ListItem key={key} sx={{ display: 'list-item', px: 0 }}>
                  <ListItemText primary={t(key)} />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {install.canPrompt ? (
          <>
            <Button onClick={onClose}>{t('install.later')}</Button>
            <Button
              variant="contained"
              onClick={() => {
                onClose();
                void promptInstall();
              }}
            >
              {t('install.install')}
            </Button>
          </>
        ) : (
          <Button onClick={onClose}>{t('install.close')}</Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
