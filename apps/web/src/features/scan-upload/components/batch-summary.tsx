import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ScanBatch } from '../../../lib/resources/scan-uploads';

function ReasonList(props: { heading: string; items: ScanBatch['skipped']; testId: string }) {
  if (props.items.length === 0) return null;
  return (
    <Box component="section" sx={{ mt: 2 }} data-testid={props.testId}>
      <Typography component="h3" variant="h4" sx={{ mb: 0.5 }}>
        {props.heading}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {props.items.map((item) => (
          <li key={`${item.fileName}-${item.reason}`}>
            <Typography variant="body2">
              <strong>{item.fileName}</strong>: {item.reason}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** What the batch brought: how many photographs were added, and which files were skipped or refused and why. */
export function BatchSummary({ batch }: { batch: ScanBatch }) {
  const { t } = useTranslation('scan-upload');
  return (
    <Box component="section" aria-labelledby="scan-summary-heading" data-testid="scan-summary">
      <Typography id="scan-summary-heading" component="h2" variant="h3" sx={{ mb: 1 }}>
        {t('summary.heading')}
      </Typography>
      <Alert severity={batch.refused.length > 0 ? 'warning' : 'success'} role="status">
        <span data-testid="scan-summary-counts">
          {t('summary.counts', {
            added: batch.added.length,
            skipped: batch.skipped.length,
            refused: batch.refused.length,
          })}
        </span>
      </Alert>
      <ReasonList heading={t('summary.skipped')} items={batch.skipped} testId="scan-summary-skipped" />
      <ReasonList heading={t('summary.refused')} items={batch.refused} testId="scan-summary-refused" />
      <ReasonList
        heading={t('summary.unfinished')}
        items={batch.receiving.map((file) => ({
          fileName: file.fileName,
          reason: t('summary.unfinishedReason'),
        }))}
        testId="scan-summary-unfinished"
      />
    </Box>
  );
}
