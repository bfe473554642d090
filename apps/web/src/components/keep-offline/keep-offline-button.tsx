import DownloadForOfflineIcon from '@mui/icons-material/DownloadForOffline';
import OfflinePinIcon from '@mui/icons-material/OfflinePin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSignedIn, useSession } from '../../lib/auth/session-store';
import { useOffline } from '../../lib/offline/connectivity';
import {
  forgetKeptAlbum,
  rememberKeptAlbum,
  useKeptAlbum,
  verifyKeptAlbum,
} from '../../lib/offline/kept-albums';
import type { Album } from '../../lib/resources/image-galleries';
import { type KeepProgress, keepAlbumOffline } from './keep-album';

type State = { phase: 'idle' } | { phase: 'keeping'; progress: KeepProgress } | { phase: 'failed' };

/** Asks the browser not to evict what is kept under storage pressure; a refusal keeps it anyway. */
async function askForPersistentStorage(): Promise<void> {
  try {
    await navigator.storage?.persist?.();
  } catch {
    // Not offered by this browser.
  }
}

/**
 * 'Keep offline' on the album screen: downloads the whole album (keep-album.ts) with its progress,
 * then says it is kept and offers to remove it again. It takes the colour of where it sits (over
 * the album's cover), so it never shifts the layout below.
 */
export function KeepOfflineButton({ album }: { album: Album }) {
  const { t, i18n } = useTranslation();
  const kept = useKeptAlbum(album.id);
  const offline = useOffline();
  const personal = isSignedIn(useSession());
  const [state, setState] = useState<State>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    void verifyKeptAlbum(album.id);
  }, [album.id]);
  // Leaving the screen stops a download; what it stored so far is removed below.
  useEffect(() => () => abort.current?.abort(), []);

  if (typeof caches === 'undefined') return null;

  const keep = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setState({ phase: 'keeping', progress: { done: 0, total: 0 } });
    void askForPersistentStorage();
    try {
      await forgetKeptAlbum(album.id);
      await keepAlbumOffline(album, {
        personal,
        signal: controller.signal,
        onProgress: (progress) => {
          if (!controller.signal.aborted) setState({ phase: 'keeping', progress });
        },
      });
      rememberKeptAlbum({
        id: album.id,
        headline: album.headline,
        keptAt: new Date().toISOString(),
        personal,
      });
      setState({ phase: 'idle' });
    } catch {
      await forgetKeptAlbum(album.id);
      setState(controller.signal.aborted ? { phase: 'idle' } : { phase: 'failed' });
    } finally {
      abort.current = null;
    }
  };

  if (state.phase === 'keeping') {
    const { done, total } = state.progress;
    const percent = total > 0 ? Math.round((done / total) * 100) : 0;
    return (
      <Box sx={{ mt: 1.5, maxWidth: 420 }} data-testid="keep-offline">
        <Typography id={`keep-offline-${album.id}`} variant="body2" sx={{ mb: 0.5 }}>
          {t('offline.keeping', { done, total })}
        </Typography>
        <LinearProgress
          color="inherit"
          variant={total > 0 ? 'determinate' : 'indeterminate'}
          value={percent}
          aria-labelledby={`keep-offline-${album.id}`}
        />
        <Button size="small" color="inherit" sx={{ mt: 0.5 }} onClick={() => abort.current?.abort()}>
          {t('offline.cancelKeeping')}
        </Button>
      </Box>
    );
  }

  if (kept) {
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
      new Date(kept.keptAt),
    );
    return (
      <Box
        sx={{ mt: 1.5, display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
        data-testid="keep-offline"
      >
        <Typography
          variant="body2"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}
        >
          <OfflinePinIcon fontSize="small" sx={{ color: 'success.light' }} aria-hidden />
          {t('offline.kept', { date })}
        </Typography>
        <Button
          size="small"
          color="inherit"
          variant="outlined"
          onClick={() => void forgetKeptAlbum(album.id)}
        >
          {t('offline.removeKept')}
        </Button>
      </Box>
    );
  }

  return (
    <Box sx={{ mt: 1.5 }} data-testid="keep-offline">
      <Button
        variant="outlined"
        color="inherit"
        size="small"
        startIcon={<DownloadForOfflineIcon />}
        onClick={() => void keep()}
        disabled={offline}
      >
        {t('offline.keep')}
      </Button>
      {offline && (
        <Typography variant="body2" sx={{ opacity: 0.85, mt: 0.5 }}>
          {t('offline.keepNeedsNetwork')}
        </Typography>
      )}
      {state.phase === 'failed' && (
        <Alert severity="error" sx={{ mt: 1, maxWidth: 520 }}>
          {t('offline.keepFailed')}
        </Alert>
      )}
    </Box>
  );
}
