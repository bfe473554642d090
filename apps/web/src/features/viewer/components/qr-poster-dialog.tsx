import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PosterFormat } from '../qr-poster';

/** The editors' QR poster of a photograph: PDF to print, SVG for a layout program. */
export default function QrPosterDialog({
  open,
  onClose,
  onDownload,
}: {
  open: boolean;
  onClose: () => void;
  onDownload: (format: PosterFormat) => void;
}) {
  const { t } = useTranslation('short-urls');
  const choose = (format: PosterFormat) => {
    onDownload(format);
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="qr-poster-title" maxWidth="xs" fullWidth>
      <DialogTitle id="qr-poster-title">{t('poster.action')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('poster.text')}</Typography>
        <Button
          fullWidth
          variant="contained"
          startIcon={<PictureAsPdfOutlinedIcon />}
          onClick={() => choose('pdf')}
          sx={{ mb: 1 }}
        >
          {t('poster.pdf')}
        </Button>
        <Button fullWidth variant="outlined" startIcon={<QrCode2Icon />} onClick={() => choose('svg')}>
          {t('poster.svg')}
        </Button>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('poster.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
