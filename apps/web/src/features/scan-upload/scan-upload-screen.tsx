import CloseIcon from '@mui/icons-material/Close';
import ReplayIcon from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { canAddScansToCollection } from '@retropics/domain/permissions';
import { parseSidecar, type SidecarRow, sidecarRowFor } from '@retropics/domain/scan-files';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { viewerOfToken } from '../../components/comments/comment-rights';
import { usePageTitle } from '../../components/show-page/use-page-title';
import { useSession } from '../../lib/auth/session-store';
import { currentAuthorization } from '../../lib/hydra/hydra-client';
import { idOfOptionalIri } from '../../lib/hydra/iri';
import { preloadNamespace } from '../../lib/i18n/preload-namespace';
import { useCollection } from '../../lib/resources/photograph-collections';
import {
  fetchScanBatch,
  type ScanBatch,
  scanUploadEndpoint,
  useCompleteScanBatch,
} from '../../lib/resources/scan-uploads';
import { routePath } from '../../lib/routing/route-links';
import { BatchSummary } from './components/batch-summary';
import { DropZone } from './components/drop-zone';
import { FileProgressList } from './components/file-progress-list';
import { createScanQueue, type ScanFileState } from './scan-queue';
import { fileKey, forgetBatch, recalledBatch, rememberBatch, type UnfinishedBatch } from './unfinished-batch';

preloadNamespace('scan-upload');

type Sidecar = { name: string; text: string; rows: Map<string, SidecarRow> };

/**
 * What the summary says of each settled file, by name, in the queue's terms. A file still
 * receiving is not among them: it is sent again, and resumes where the server stopped.
 */
function outcomesOf(batch: ScanBatch) {
  const outcomes = new Map<string, { state: ScanFileState; reason: string | null }>();
  for (const file of batch.added) outcomes.set(file.fileName, { state: 'added', reason: null });
  for (const file of batch.skipped) outcomes.set(file.fileName, { state: 'skipped', reason: file.reason });
  for (const file of batch.refused) outcomes.set(file.fileName, { state: 'refused', reason: file.reason });
  return outcomes;
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

function readSidecar(name: string, text: string): Sidecar {
  return { name, text, rows: parseSidecar(text, name.toLowerCase().endsWith('.json') ? 'json' : 'csv') };
}

/** One batch: its files, its tus uploads, its record for resuming, and its completion. */
function UploadBatch(props: {
  collectionId: number;
  interrupted: UnfinishedBatch | null;
  onRestart: () => void;
}) {
  const { collectionId, interrupted } = props;
  const { t } = useTranslation('scan-upload');
  const batchId = useMemo(() => interrupted?.batchId ?? crypto.randomUUID(), [interrupted]);
  const [sidecar, setSidecar] = useState<Sidecar | null>(() =>
    interrupted?.sidecar ? readSidecar(interrupted.sidecar.name, interrupted.sidecar.text) : null,
  );
  const [sidecarError, setSidecarError] = useState(false);
  // The queue outlives sidecar changes: it asks for the rows as each file starts.
  const sidecarRows = useRef(sidecar?.rows ?? null);
  sidecarRows.current = sidecar?.rows ?? null;
  const queue = useMemo(
    () =>
      createScanQueue({
        endpoint: scanUploadEndpoint(collectionId),
        batchId,
        authorization: currentAuthorization,
        sidecarFor: (name) => (sidecarRows.current ? sidecarRowFor(sidecarRows.current, name) : undefined),
      }),
    [collectionId, batchId],
  );
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  const complete = useCompleteScanBatch(collectionId);
  const [summary, setSummary] = useState<ScanBatch | null>(null);

  useEffect(() => () => queue.stop(), [queue]);

  // An interrupted batch: what the server settled already is shown, the rest waits for its files.
  useEffect(() => {
    if (!interrupted) return;
    let cancelled = false;
    void fetchScanBatch(collectionId, interrupted.batchId)
      .then((batch) => outcomesOf(batch))
      .catch(() => new Map<string, { state: ScanFileState; reason: string | null }>())
      .then((settled) => {
        if (!cancelled) queue.remember(interrupted.files, settled);
      });
    return () => {
      cancelled = true;
    };
  }, [interrupted, collectionId, queue]);

  // The connection is back: files that gave up after their retries try again.
  useEffect(() => {
    const retry = () => queue.retryFailed();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [queue]);

  const counts = useMemo(() => {
    const by = (state: ScanFileState) => snapshot.files.filter((file) => file.state === state).length;
    return { missing: by('missing'), failed: by('failed') };
  }, [snapshot.files]);
  const doneFiles = snapshot.files.filter(
    (file) => !['queued', 'sending', 'missing', 'failed'].includes(file.state),
  ).length;
  const canFinish = snapshot.files.length > 0 && snapshot.idle && !summary && !complete.isPending;

  function finish() {
    complete.mutate(batchId, {
      onSuccess: (batch) => {
        queue.settle(outcomesOf(batch));
        setSummary(batch);
        forgetBatch(collectionId);
      },
    });
  }

  // Everything sent and nothing missing or failed: the batch completes by itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: finish only reads the values named here
  useEffect(() => {
    if (canFinish && counts.missing === 0 && counts.failed === 0) finish();
  }, [canFinish, counts.missing, counts.failed]);

  function addScans(files: File[]) {
    const previous = recalledBatch(collectionId);
    const known = new Map((previous?.batchId === batchId ? previous.files : []).map((f) => [fileKey(f), f]));
    for (const { name, size, lastModified } of files) {
      const remembered = { name, size, lastModified };
      known.set(fileKey(remembered), remembered);
    }
    rememberBatch({
      collectionId,
      batchId,
      startedAt: previous?.startedAt ?? new Date().toISOString(),
      files: [...known.values()],
      sidecar: sidecar ? { name: sidecar.name, text: sidecar.text } : null,
    });
    queue.add(files);
  }

  async function addSidecar(file: File) {
    try {
      const read = readSidecar(file.name, await file.text());
      setSidecar(read);
      setSidecarError(false);
      const previous = recalledBatch(collectionId);
      if (previous?.batchId === batchId)
        rememberBatch({ ...previous, sidecar: { name: read.name, text: read.text } });
    } catch {
      setSidecarError(true);
    }
  }

  const totalPercent =
    snapshot.totalBytes === 0 ? 0 : Math.round((snapshot.sentBytes / snapshot.totalBytes) * 100);

  return (
    <>
      {interrupted && counts.missing > 0 && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="scan-resume-notice">
          {t('resume.notice', { count: interrupted.files.length, missing: counts.missing })}
        </Alert>
      )}
      {!summary && <DropZone onScans={addScans} onSidecar={(file) => void addSidecar(file)} />}
      {sidecar && !sidecarError && (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="scan-sidecar">
          {t('sidecar.read', { name: sidecar.name, count: sidecar.rows.size })}
        </Typography>
      )}
      {sidecarError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('sidecar.unreadable')}
        </Alert>
      )}

      {snapshot.files.length > 0 && (
        <Box component="section" aria-labelledby="scan-progress-heading" sx={{ mt: 3 }}>
          <Typography id="scan-progress-heading" component="h2" variant="h3">
            {t('progress.heading')}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="scan-total-text">
            {t('progress.total', {
              done: doneFiles,
              count: snapshot.files.length,
              sent: megabytes(snapshot.sentBytes),
              total: megabytes(snapshot.totalBytes),
            })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={totalPercent}
            aria-label={t('progress.totalLabel')}
            aria-valuetext={t('progress.percent', { percent: totalPercent })}
            sx={{ my: 1, height: 10, borderRadius: 5 }}
            data-testid="scan-total-progress"
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
            {counts.failed > 0 && (
              <Button startIcon={<ReplayIcon />} onClick={() => queue.retryFailed()} variant="outlined">
                {t('actions.retry', { count: counts.failed })}
              </Button>
            )}
            {canFinish && (counts.missing > 0 || counts.failed > 0) && (
              <Button onClick={finish} variant="outlined">
                {t('actions.finishWithout')}
              </Button>
            )}
            {complete.isPending && <CircularProgress size={24} aria-label={t('actions.finishing')} />}
          </Box>
          {complete.isError && <Alert severity="error">{t('actions.finishFailed')}</Alert>}
          {summary && (
            <Box sx={{ my: 2 }}>
              <BatchSummary batch={summary} />
              <Button sx={{ mt: 2 }} variant="contained" onClick={props.onRestart}>
                {t('actions.another')}
              </Button>
            </Box>
          )}
          <FileProgressList files={snapshot.files} />
        </Box>
      )}
    </>
  );
}

/**
 * Scans into a collection from the browser (issue 16 part 5), for its owner, editors and admins:
 * drop hundreds of files, watch each and the whole batch progress, lose the connection or the tab
 * and resume, then read what was added, skipped and refused.
 */
export default function ScanUploadScreen() {
  const { t } = useTranslation('scan-upload');
  const collectionId = Number(useParams().id);
  const collection = useCollection(
    Number.isInteger(collectionId) && collectionId > 0 ? collectionId : undefined,
  );
  const viewer = viewerOfToken(useSession().user);
  const [round, setRound] = useState(0);
  const [interrupted, setInterrupted] = useState(() => recalledBatch(collectionId));
  usePageTitle(collection.data ? t('title', { headline: collection.data.headline }) : null);

  const back = routePath('PhotographCollectionShow', { id: collectionId });
  const allowed =
    collection.data !== undefined &&
    canAddScansToCollection(viewer, { ownerId: idOfOptionalIri(collection.data.owner) });

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 2 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h1" variant="h2">
            {t('heading')}
          </Typography>
          {collection.data && (
            <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {collection.data.headline}
            </Typography>
          )}
        </Box>
        {back && (
          <IconButton component={RouterLink} to={back} aria-label={t('close')}>
            <CloseIcon />
          </IconButton>
        )}
      </Box>
      {collection.isPending && <CircularProgress aria-label={t('loading')} />}
      {collection.isError && <Alert severity="error">{t('notFound')}</Alert>}
      {collection.data && !allowed && (
        <Alert severity="warning" data-testid="scan-upload-denied">
          {t('denied')}
        </Alert>
      )}
      {allowed && (
        <UploadBatch
          key={round}
          collectionId={collectionId}
          interrupted={interrupted}
          onRestart={() => {
            setInterrupted(null);
            setRound((value) => value + 1);
          }}
        />
      )}
    </Container>
  );
}
