import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import credits from './intro-credits.json';

interface IntroCreditsDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The attribution of every photograph in the intro movie, generated with the film from the demo
 * archive's manifest (scripts/render-intro-movie.ts). The archive records these texts in English.
 */
export default function IntroCreditsDialog({ open, onClose }: IntroCreditsDialogProps) {
  const { t } = useTranslation('intro');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper">
      <DialogTitle id={titleId}>{t('credits.title')}</DialogTitle>
      {/* The list scrolls: keyboard users reach it with Tab and scroll it with the arrow keys. */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby={titleId}>
        <DialogContentText sx={{ mb: 2 }}>{t('credits.intro')}</DialogContentText>
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 2, overflowWrap: 'anywhere' }}>
          {credits.map((credit) => (
            <li key={credit.file}>
              <Typography component="h3" variant="subtitle2" lang="en">
                {credit.title}, {credit.dateText}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('credits.photographer')}:{' '}
                <span lang={credit.photographer ? 'en' : undefined}>
                  {credit.photographer ?? t('credits.unknownPhotographer')}
                </span>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('credits.source')}: <span lang="en">{credit.source}</span>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('credits.license')}: <span lang="en">{credit.license}</span>
              </Typography>
            </li>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('credits.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
