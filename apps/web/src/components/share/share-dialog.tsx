import ChatIcon from '@mui/icons-material/Chat';
import CloseIcon from '@mui/icons-material/Close';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import PinterestIcon from '@mui/icons-material/Pinterest';
import ShareIcon from '@mui/icons-material/Share';
import SmsIcon from '@mui/icons-material/Sms';
import TelegramIcon from '@mui/icons-material/Telegram';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../lib/snackbar/snackbar-store';
import { copyLink } from './copy-link';
import { SHARE_NETWORKS, type ShareContent, type ShareNetwork, shareUrl } from './share-links';

const icons: Record<ShareNetwork, ReactNode> = {
  facebook: <FacebookIcon />,
  whatsapp: <WhatsAppIcon />,
  pinterest: <PinterestIcon />,
  twitter: <XIcon />,
  telegram: <TelegramIcon />,
  skype: <ChatIcon />,
  linkedin: <LinkedInIcon />,
  xing: <ShareIcon />,
  email: <EmailIcon />,
  sms: <SmsIcon />,
};

const names: Record<ShareNetwork, string> = {
  facebook: 'Facebook',
  whatsapp: 'WhatsApp',
  pinterest: 'Pinterest',
  twitter: 'X (Twitter)',
  telegram: 'Telegram',
  skype: 'Skype',
  linkedin: 'LinkedIn',
  xing: 'XING',
  email: 'E-Mail',
  sms: 'SMS',
};

interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  content: ShareContent;
}

/** Spec §2 share: the networks and 'copy link' with its alerts (§8). */
export function ShareDialog({ open, onClose, content }: ShareDialogProps) {
  const { t } = useTranslation('viewer');
  const onCopy = async () => {
    const outcome = await copyLink(content.url);
    if (outcome === 'successful') showSuccess(t('share.copied'));
    else showError(t(outcome === 'unsuccessful' ? 'share.copyUnsuccessful' : 'share.copyFailed'));
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="share-dialog-title">
      <DialogTitle id="share-dialog-title" sx={{ pr: 6 }}>
        {t('share.title')}
        <IconButton
          onClick={onClose}
          aria-label={t('share.close')}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(2, 1fr)',
            gap: 1,
          }}
        >
          {SHARE_NETWORKS.map((network) => (
            <li key={network}>
              <Button
                fullWidth
                variant="outlined"
                color="inherit"
                startIcon={icons[network]}
                href={shareUrl(network, content)}
                target={network === 'email' || network === 'sms' ? undefined : '_blank'}
                rel="noopener noreferrer"
                onClick={onClose}
                sx={{ justifyContent: 'flex-start' }}
              >
                {names[network]}
              </Button>
            </li>
          ))}
        </Box>
        <Button
          fullWidth
          variant="contained"
          startIcon={<ContentCopyIcon />}
          onClick={() => void onCopy()}
          sx={{ mt: 2 }}
        >
          {t('share.copyLink')}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
