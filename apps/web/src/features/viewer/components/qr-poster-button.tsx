import QrCode2Icon from '@mui/icons-material/QrCode2';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { overlayButtonSx } from '../../../components/viewer-overlay/viewer-top-bar';

/**
 * The editors' and admins' 'QR-Plakat' in the viewer's top bar (shown only to those
 * canDownloadQrPoster allows; the server checks again). Its words load for them alone, so
 * nobody else's viewer waits for them.
 */
export function QrPosterButton({ onOpen }: { onOpen: () => void }) {
  const { t, ready } = useTranslation('short-urls', { useSuspense: false });
  if (!ready) return null;
  return (
    <Tooltip title={t('poster.action')}>
      <IconButton
        onClick={onOpen}
        aria-label={t('poster.action')}
        sx={overlayButtonSx}
        data-testid="qr-poster"
      >
        <QrCode2Icon />
      </IconButton>
    </Tooltip>
  );
}
