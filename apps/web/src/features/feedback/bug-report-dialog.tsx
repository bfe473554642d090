import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageFileToPngDataUrl } from './screenshot-file';
import { type DraftDialogProps, TextThenDetailsDialog } from './text-then-details-dialog';

export interface BugReportDraft {
  text: string;
  /** PNG data URL, or null without a screenshot. */
  screenshot: string | null;
}

/** Spec §4: step 0 the text, step 1 an optional screenshot, then send. */
export function BugReportDialog({
  draft,
  onChange,
  sending,
  sendError,
  onSend,
  onClose,
}: DraftDialogProps<BugReportDraft>) {
  const { t } = useTranslation('feedback');
  const [reading, setReading] = useState(false);
  const [unreadable, setUnreadable] = useState(false);

  const attach = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    setUnreadable(false);
    try {
      onChange({ ...draft, screenshot: await imageFileToPngDataUrl(file) });
    } catch (error) {
      console.warn('Screenshot could not be read', error);
      setUnreadable(true);
    } finally {
      setReading(false);
    }
  };

  return (
    <TextThenDetailsDialog
      testId="bug-report-dialog"
      title={t('bugReport.title')}
      intro={t('bugReport.intro')}
      textLabel={t('bugReport.textLabel')}
      detailsStep={t('steps.screenshot')}
      text={draft.text}
      onTextChange={(text) => onChange({ ...draft, text })}
      detailsComplete={!reading}
      sending={sending}
      sendError={sendError}
      onSend={onSend}
      onClose={onClose}
      details={
        <>
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {t('bugReport.screenshotIntro')}
          </Typography>
          {draft.screenshot ? (
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap' }}>
              <Box
                component="img"
                src={draft.screenshot}
                alt={t('bugReport.screenshotAlt')}
                sx={{ maxHeight: 160, maxWidth: '100%', borderRadius: 1, border: 1, borderColor: 'divider' }}
              />
              <Button
                startIcon={<DeleteOutlinedIcon />}
                disabled={sending}
                onClick={() => onChange({ ...draft, screenshot: null })}
              >
                {t('bugReport.removeScreenshot')}
              </Button>
            </Box>
          ) : (
            <Button
              component="label"
              variant="outlined"
              startIcon={<AddPhotoAlternateOutlinedIcon />}
              disabled={reading || sending}
            >
              {reading ? t('bugReport.reading') : t('bugReport.attach')}
              <input
                type="file"
                accept="image/*"
                hidden
                data-testid="bug-report-screenshot"
                onChange={(event) => {
                  void attach(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </Button>
          )}
          {unreadable && (
            <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
              {t('bugReport.unreadable')}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('bugReport.consoleNote')}
          </Typography>
        </>
      }
    />
  );
}
