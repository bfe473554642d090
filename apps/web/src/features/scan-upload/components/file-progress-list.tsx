import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScanFile, ScanFileState } from '../scan-queue';
import { isSettled } from '../scan-queue';

const stateColour: Record<ScanFileState, string> = {
  queued: 'text.secondary',
  sending: 'text.primary',
  missing: 'warning.main',
  received: 'text.primary',
  failed: 'error.main',
  added: 'success.main',
  skipped: 'text.secondary',
  refused: 'error.main',
  waiting: 'text.secondary',
};

const percentOf = (file: ScanFile) =>
  isSettled(file.state) ? 100 : file.size === 0 ? 0 : Math.round((file.sent / file.size) * 100);

const FileRow = memo(function FileRow({ file }: { file: ScanFile }) {
  const { t } = useTranslation('scan-upload');
  const percent = percentOf(file);
  return (
    <Box component="li" sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }} data-testid="scan-file">
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {file.name}
        </Typography>
        <Typography
          variant="body2"
          sx={{ color: stateColour[file.state], flexShrink: 0 }}
          data-testid="scan-file-state"
          data-state={file.state}
        >
          {t(`state.${file.state}`)}
        </Typography>
      </Box>
      {file.reason && (
        <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
          {file.reason}
        </Typography>
      )}
      <LinearProgress
        variant="determinate"
        value={percent}
        color={file.state === 'failed' || file.state === 'refused' ? 'error' : 'primary'}
        aria-label={t('progress.file', { name: file.name })}
        aria-valuetext={t('progress.percent', { percent })}
        sx={{ mt: 0.5, height: 4, borderRadius: 2 }}
      />
    </Box>
  );
});

/** Every file of the batch with its own progress bar and what became of it. */
export function FileProgressList({ files }: { files: readonly ScanFile[] }) {
  const { t } = useTranslation('scan-upload');
  return (
    <Box component="ul" aria-label={t('progress.listLabel')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {files.map((file) => (
        <FileRow key={file.key} file={file} />
      ))}
    </Box>
  );
}
