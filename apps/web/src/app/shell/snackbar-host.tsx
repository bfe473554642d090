import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { dismissSnackbar, type SnackbarMessage, useSnackbarQueue } from '../../lib/snackbar/snackbar-store';

// Filled colours chosen for at least 4.5:1 contrast with white text in both themes.
const COLORS = { error: '#c62828', info: '#1565c0', success: '#2e7d32' } as const;

function MessageSnackbar({ message, placement }: { message: SnackbarMessage; placement: 'top' | 'bottom' }) {
  const { t } = useTranslation();
  const close = () => dismissSnackbar(message.id);
  return (
    <Snackbar
      key={message.id}
      open
      anchorOrigin={{ vertical: placement, horizontal: 'center' }}
      autoHideDuration={message.autoHideMs}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') close();
      }}
      sx={placement === 'bottom' ? { bottom: { xs: 72, sm: 24 } } : undefined}
    >
      <Alert
        variant="filled"
        severity={message.kind}
        icon={message.kind === 'error' ? <ErrorOutlineIcon /> : false}
        role={message.kind === 'error' ? 'alert' : 'status'}
        onClose={message.autoHideMs === null ? undefined : close}
        slotProps={{ closeButton: { title: t('snackbar.close'), 'aria-label': t('snackbar.close') } }}
        // Alert shows either its close button or `action`: a message with a link brings both.
        action={
          message.action ? (
            <>
              <Button
                component={RouterLink}
                to={message.action.to}
                onClick={close}
                color="inherit"
                size="small"
              >
                {message.action.label}
              </Button>
              <IconButton onClick={close} color="inherit" size="small" aria-label={t('snackbar.close')}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </>
          ) : undefined
        }
        sx={{ bgcolor: COLORS[message.kind], color: '#fff', width: '100%' }}
      >
        {message.isKey ? t(message.text) : message.text}
      </Alert>
    </Snackbar>
  );
}

/** Spec §8: errors at the top (red, with an icon, 5 s); 'Loading...' and success texts at the bottom. */
export default function SnackbarHost() {
  const queue = useSnackbarQueue();
  const error = queue.find((message) => message.kind === 'error');
  const other = queue.find((message) => message.kind !== 'error');
  return (
    <>
      {error && <MessageSnackbar message={error} placement="top" />}
      {other && <MessageSnackbar message={other} placement="bottom" />}
    </>
  );
}
