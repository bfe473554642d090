import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The address a link may have (the server keeps http, https and mailto links only): a bare
 * `www.example.org` becomes https; anything else is refused. Null for no usable address.
 */
export function linkAddress(typed: string): string | null {
  const value = typed.trim();
  if (value === '') return null;
  if (/^(https?:\/\/|mailto:)\S+$/i.test(value)) return value;
  if (/^[\w.-]+\.[a-z]{2,}(\/\S*)?$/i.test(value)) return `https://${value}`;
  return null;
}

interface LinkDialogProps {
  open: boolean;
  /** The address of the link at the cursor, '' for none. */
  initial: string;
  onClose: () => void;
  /** The checked address, or null to remove the link. */
  onApply: (href: string | null) => void;
}

/** Sets, changes or removes the link of the selected words. */
export function LinkDialog({ open, initial, onClose, onApply }: LinkDialogProps) {
  const { t } = useTranslation('rich-text-editor');
  const titleId = useId();
  const [typed, setTyped] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const apply = () => {
    const href = linkAddress(typed);
    if (href === null) setInvalid(true);
    else onApply(href);
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{
        transition: {
          onEnter: () => {
            setTyped(initial);
            setInvalid(false);
          },
        },
      }}
    >
      <DialogTitle id={titleId}>{t('linkTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t('linkAddress')}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
          error={invalid}
          helperText={invalid ? t('linkInvalid') : t('linkHint')}
          slotProps={{ htmlInput: { inputMode: 'url' } }}
        />
      </DialogContent>
      <DialogActions>
        {initial && (
          <Button color="inherit" onClick={() => onApply(null)} sx={{ mr: 'auto' }}>
            {t('linkRemove')}
          </Button>
        )}
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={apply}>
          {t('linkApply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
