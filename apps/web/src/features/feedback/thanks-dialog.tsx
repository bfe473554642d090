import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { FEEDBACK_REVIEW_MIN_RATING } from '@retropics/domain/validation';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useReviewSiteUrl } from '../../lib/resources/feedback-settings';
import type { FeedbackKind } from './feedback-dialog-store';

export interface SentFeedback {
  kind: FeedbackKind;
  rating: number | null;
}

/** Spec §2: the thank-you after sending; feedback of 4 stars or more adds the review-site link. */
export function ThanksDialog({ sent, onClose }: { sent: SentFeedback; onClose: () => void }) {
  const { t } = useTranslation('feedback');
  const titleId = useId();
  const reviewSiteUrl = useReviewSiteUrl();
  const offerReview =
    sent.kind === 'feedback' &&
    sent.rating !== null &&
    sent.rating >= FEEDBACK_REVIEW_MIN_RATING &&
    reviewSiteUrl !== null;
  const texts = sent.kind === 'feedback' ? 'thanks.feedback' : 'thanks.bugReport';
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      data-testid="feedback-thanks"
    >
      <DialogTitle id={titleId}>{t(`${texts}.title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t(`${texts}.text`)}</DialogContentText>
        {offerReview && <DialogContentText sx={{ mt: 2 }}>{t('thanks.reviewText')}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus={!offerReview}>
          {t('actions.close')}
        </Button>
        {offerReview && (
          <Button
            variant="contained"
            href={reviewSiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNewIcon />}
            onClick={onClose}
            autoFocus
          >
            {t('thanks.reviewLink')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
