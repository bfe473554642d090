import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { COMMENT_REPORT_REASON_MAX_LENGTH } from '@retropics/domain/contracts/comment-report.contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportComment } from '../../lib/resources/comments';
import { showSuccess } from '../../lib/snackbar/snackbar-store';

/**
 * 'Melden': the reader tells the editors about a comment, with an optional reason. The team reads
 * it on the editors' desk; a second report by the same person changes nothing there.
 */
export function ReportCommentDialog({ commentIri, onClose }: { commentIri: string; onClose(): void }) {
  const { t } = useTranslation('comments');
  const [reason, setReason] = useState('');
  const [failed, setFailed] = useState(false);
  const report = useReportComment();
  const titleId = useId();
  const textId = useId();
  const tooLong = reason.trim().length > COMMENT_REPORT_REASON_MAX_LENGTH;

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    setFailed(false);
    report.mutate(
      { iri: commentIri, reason: reason.trim() },
      {
        onSuccess: () => {
          showSuccess(t('report.done'));
          onClose();
        },
        onError: () => setFailed(true),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={report.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
      data-testid="report-comment-dialog"
    >
      <DialogTitle id={titleId}>{t('report.title')}</DialogTitle>
      <Box component="form" onSubmit={send} noValidate>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {t('report.text')}
          </DialogContentText>
          <TextField
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            label={t('report.reason')}
            multiline
            minRows={2}
            maxRows={8}
            fullWidth
            autoFocus
            error={tooLong}
            helperText={
              tooLong
                ? t('report.reasonTooLong', { max: COMMENT_REPORT_REASON_MAX_LENGTH })
                : t('report.reasonHint')
            }
            data-testid="report-comment-reason"
          />
          {failed && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t('report.failed')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={report.isPending}>
            {t('report.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={report.isPending || tooLong}>
            {t('report.send')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
