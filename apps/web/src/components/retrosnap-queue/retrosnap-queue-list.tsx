import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadNamespace } from '../../lib/i18n/preload-namespace';
import type { QueueEntry } from '../../lib/offline/retrosnap-queue';
import { flushRetrosnapQueue, removeQueued } from '../../lib/offline/retrosnap-queue-flush';
import { useRetrosnapQueue } from '../../lib/offline/retrosnap-queue-hooks';

preloadNamespace('camera');

/** The picture of an entry, from its Blob (revoked when the entry goes). */
function QueuedPicture({ picture, alt }: { picture: Blob; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(picture);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [picture]);
  return (
    <Box
      component="img"
      src={url ?? undefined}
      alt={alt}
      sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, flexShrink: 0, bgcolor: 'grey.900' }}
    />
  );
}

function EntryRow({ entry }: { entry: QueueEntry }) {
  const { t, i18n } = useTranslation('camera');
  const queryClient = useQueryClient();
  const stateId = useId();
  const date = new Date(entry.takenAt).toLocaleString(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  const reason = entry.error
    ? t(`queue.reason.${entry.error.kind}`, { message: entry.error.message })
    : t('queue.reason.network');
  const stateText =
    entry.state === 'failed'
      ? t('queue.failed', { reason })
      : entry.state === 'sending'
        ? t('queue.sending')
        : t('queue.waiting');
  const retry = () => {
    flushRetrosnapQueue(queryClient, entry.clientKey).catch((error: unknown) =>
      console.error('RetroSnap queue entry could not be sent', error),
    );
  };
  return (
    <Box
      component="li"
      data-testid="retrosnap-queue-entry"
      data-state={entry.state}
      aria-describedby={stateId}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}
    >
      <QueuedPicture picture={entry.picture} alt={t('queue.pictureAlt', { date })} />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 0.75 }}>
        {entry.state === 'sending' ? (
          <CircularProgress size={16} aria-hidden />
        ) : entry.state === 'failed' ? (
          <ErrorOutlineIcon fontSize="small" color="error" aria-hidden />
        ) : (
          <CloudOffOutlinedIcon fontSize="small" aria-hidden />
        )}
        <Typography id={stateId} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {stateText}
        </Typography>
      </Box>
      <IconButton onClick={retry} disabled={entry.state === 'sending'} aria-label={t('queue.retry')}>
        <ReplayIcon />
      </IconButton>
      <IconButton
        onClick={() => void removeQueued(entry.clientKey)}
        disabled={entry.state === 'sending'}
        aria-label={t('queue.remove')}
      >
        <DeleteOutlineIcon />
      </IconButton>
    </Box>
  );
}

/**
 * The signed-in person's RetroSnaps still on this device (issue 17 offline queue): each with its
 * picture, its state (waiting, sending, failed and why) and retry and remove. Shows nothing while
 * the queue is empty, so screens may place it unconditionally.
 */
export function RetrosnapQueueList() {
  const { t } = useTranslation('camera');
  const { entries } = useRetrosnapQueue();
  const headingId = useId();
  if (entries.length === 0) return null;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      data-testid="retrosnap-queue"
      sx={{ px: 2, py: 1 }}
    >
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('queue.title')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {entries.map((entry) => (
          <EntryRow key={entry.clientKey} entry={entry} />
        ))}
      </Box>
    </Paper>
  );
}
