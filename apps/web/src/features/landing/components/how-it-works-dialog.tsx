import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const PARAGRAPHS = ['one', 'two', 'three', 'four'] as const;

/** Spec §2 landing: the 'how does this work' dialog, four paragraphs. */
export function HowItWorksDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('browse');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {t('landing.howTitle')}
        <IconButton
          onClick={onClose}
          aria-label={t('landing.close')}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers data-testid="how-it-works">
        {PARAGRAPHS.map((key) => (
          <Typography key={key} sx={{ mb: 1.5 }}>
            {t(`landing.how.${key}`)}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('landing.understood')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
