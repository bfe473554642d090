import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { FEEDBACK_RATING_MAX, FEEDBACK_RATING_STEP } from '@retropics/domain/validation';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type DraftDialogProps, TextThenDetailsDialog } from './text-then-details-dialog';

export interface FeedbackDraft {
  text: string;
  rating: number | null;
}

/** Spec §4: step 0 the text, step 1 a rating in half stars, then send. */
export function FeedbackDialog({
  draft,
  onChange,
  sending,
  sendError,
  onSend,
  onClose,
}: DraftDialogProps<FeedbackDraft>) {
  const { t, i18n } = useTranslation('feedback');
  const legendId = useId();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <TextThenDetailsDialog
      testId="feedback-dialog"
      title={t('feedback.title')}
      intro={t('feedback.intro')}
      textLabel={t('feedback.textLabel')}
      detailsStep={t('steps.rate')}
      text={draft.text}
      onTextChange={(text) => onChange({ ...draft, text })}
      detailsComplete={draft.rating !== null}
      sending={sending}
      sendError={sendError}
      onSend={onSend}
      onClose={onClose}
      details={
        <Box component="fieldset" aria-labelledby={legendId} sx={{ border: 0, p: 0, m: 0 }}>
          <Typography id={legendId} component="legend" sx={{ mb: 0.5 }}>
            {t('feedback.ratingLabel')}
          </Typography>
          <Rating
            name="feedback-rating"
            value={draft.rating}
            precision={FEEDBACK_RATING_STEP}
            max={FEEDBACK_RATING_MAX}
            size="large"
            disabled={sending}
            onChange={(_event, rating) => onChange({ ...draft, rating })}
            getLabelText={(value) => t('feedback.stars', { value: number.format(value) })}
          />
        </Box>
      }
    />
  );
}
