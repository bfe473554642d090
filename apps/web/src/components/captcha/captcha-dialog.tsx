import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProofOfWorkWidget } from './proof-of-work-widget';
import { TilePuzzle } from './tile-puzzle';

/**
 * Spec §2 'captcha puzzle dialog': the tile puzzle, and a button to the proof of work instead for
 * anyone who cannot see or move the tiles (WCAG: no task may need vision alone). Both end in the
 * same single-use token.
 */
export function CaptchaDialog({
  open,
  onSolved,
  onClose,
}: {
  open: boolean;
  onSolved: (token: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('contact');
  const titleId = useId();
  const [kind, setKind] = useState<'puzzle' | 'proofOfWork'>('puzzle');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      data-testid="captcha-dialog"
      slotProps={{ transition: { onExited: () => setKind('puzzle') } }}
    >
      <DialogTitle id={titleId}>{t('captcha.title')}</DialogTitle>
      <DialogContent>
        {open && kind === 'puzzle' && <TilePuzzle onSolved={onSolved} />}
        {open && kind === 'proofOfWork' && <ProofOfWorkWidget onSolved={onSolved} />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => setKind(kind === 'puzzle' ? 'proofOfWork' : 'puzzle')}>
          {t(kind === 'puzzle' ? 'captcha.usePuzzleAlternative' : 'captcha.usePuzzle')}
        </Button>
        <Button onClick={onClose}>{t('captcha.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
