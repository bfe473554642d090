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
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../lib/snackbar/snackbar-store';
import { copyLink } from './copy-link';
import { SHARE_NETWORKS, type ShareContent, type ShareNetwork, shareUrl } from './share-links';
import { type ShortLinkChannel, type ShortLinks, useShortLinks } from './short-links';

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
  /**
   * The app path of the thing shared (`/photographs/show/{id}`, `/retrosnaps/show/{id}`,
   * `/image_galleries/show/{id}`, `/photograph_collections/show/{id}`): the dialog then shows its
   * short link and QR code and shares short links tagged per network.
   */
  shortUrlPath?: string;
}

const CHANNELS: readonly ShortLinkChannel[] = ['link', ...SHARE_NETWORKS];

/** The short link with its QR code (the server's qr.svg), in its own namespace. */
function ShortLinkPanel({
  links,
  failed,
  onCopy,
}: {
  links: ShortLinks;
  failed: boolean;
  onCopy: (url: string) => void;
}) {
  const { t } = useTranslation('short-urls');
  const link = links.link;
  if (failed) return <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('share.offline')}</Typography>;
  if (!link)
    return (
      <Typography role="status" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('share.loading')}
      </Typography>
    );
  return (
    <Box
      sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2, flexWrap: 'wrap' }}
      data-testid="short-link"
    >
      <Box
        component="img"
        src={`/short_urls/${encodeURIComponent(link.code)}/qr.svg`}
        alt={t('share.qrAlt', { url: link.url })}
        width={132}
        height={132}
        data-testid="short-link-qr"
        sx={{ bgcolor: '#fff', borderRadius: 1, flex: 'none' }}
      />
      <TextField
        label={t('share.shortLink')}
        value={link.url}
        size="small"
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'short-link-url' } }}
        onFocus={(event) => event.target.select()}
        sx={{ flex: '1 1 180px' }}
      />
      <IconButton onClick={() => onCopy(link.url)} aria-label={t('share.copy')} data-testid="short-link-copy">
        <ContentCopyIcon />
      </IconButton>
    </Box>
  );
}

/** Spec §2 share: the networks and 'copy link' with its alerts (§8). */
export function ShareDialog({ open, onClose, content, shortUrlPath }: ShareDialogProps) {
  const { t } = useTranslation('viewer');
  const { links, failed } = useShortLinks(shortUrlPath, CHANNELS, open);
  // A view beyond the thing itself (a comment, the back, colour) is shared as it is, in full.
  const sharesThing =
    shortUrlPath !== undefined && new URL(content.url, window.location.origin).pathname === shortUrlPath;
  const contentFor = (channel: ShortLinkChannel): ShareContent => ({
    ...content,
    url: (sharesThing && links[channel]?.url) || content.url,
  });
  const copy = async (text: string) => {
    const outcome = await copyLink(text);
    if (outcome === 'successful') showSuccess(t('share.copied'));
    else showError(t(outcome === 'unsuccessful' ? 'share.copyUnsuccessful' : 'share.copyFailed'));
  };
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
        {shortUrlPath && open && (
          <Suspense fallback={null}>
            <ShortLinkPanel links={links} failed={failed} onCopy={(url) => void copy(url)} />
          </Suspense>
        )}
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
                href={shareUrl(network, contentFor(network))}
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
