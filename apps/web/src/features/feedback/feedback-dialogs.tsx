import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readConsoleLog } from '../../lib/diagnostics/console-log-buffer';
import { ApiError } from '../../lib/hydra/hydra-client';
import { sendFeedback } from '../../lib/resources/comments';
import { useReviewSiteUrl } from '../../lib/resources/feedback-settings';
import { BugReportDialog, type BugReportDraft } from './bug-report-dialog';
import { FeedbackDialog, type FeedbackDraft } from './feedback-dialog';
import { closeFeedbackDialog, useOpenFeedbackDialog } from './feedback-dialog-store';
import { type SentFeedback, ThanksDialog } from './thanks-dialog';

const EMPTY_FEEDBACK: FeedbackDraft = { text: '', rating: null };
const EMPTY_BUG_REPORT: BugReportDraft = { text: '', screenshot: null };

/**
 * The drawer's feedback and bug-report dialogs and their thanks. Drafts live here, so closing a
 * dialog (or a failed send) never loses what was written; a successful send clears them.
 */
export default function FeedbackDialogs() {
  const { t } = useTranslation('feedback');
  const kind = useOpenFeedbackDialog();
  const [feedback, setFeedback] = useState(EMPTY_FEEDBACK);
  const [bugReport, setBugReport] = useState(EMPTY_BUG_REPORT);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [sent, setSent] = useState<SentFeedback | null>(null);
  // Asked early, so the thanks can show the review link at once.
  useReviewSiteUrl();

  const close = () => {
    setSendError(null);
    closeFeedbackDialog();
  };

  const send = async () => {
    if (!kind) return;
    setSending(true);
    setSendError(null);
    try {
      if (kind === 'feedback') {
        if (feedback.rating === null) return;
        await sendFeedback({ text: feedback.text, additionalData: { kind, rating: feedback.rating } });
        setFeedback(EMPTY_FEEDBACK);
      } else {
        await sendFeedback({
          text: bugReport.text,
          additionalData: { kind, consoleLog: readConsoleLog(), screenshot: bugReport.screenshot },
        });
        setBugReport(EMPTY_BUG_REPORT);
      }
      setSent({ kind, rating: kind === 'feedback' ? feedback.rating : null });
      closeFeedbackDialog();
    } catch (error) {
      // Spec §8: feedback failures are logged; the dialog stays open with the text, and says so.
      console.error('Feedback could not be sent', error);
      const message = error instanceof ApiError ? error.message : t('sendFailedOffline');
      setSendError(t('sendFailed', { message }));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      {kind === 'feedback' && (
        <FeedbackDialog
          draft={feedback}
          onChange={setFeedback}
          sending={sending}
          sendError={sendError}
          onSend={() => void send()}
          onClose={close}
        />
      )}
      {kind === 'bugReport' && (
        <BugReportDialog
          draft={bugReport}
          onChange={setBugReport}
          sending={sending}
          sendError={sendError}
          onSend={() => void send()}
          onClose={close}
        />
      )}
      {sent && <ThanksDialog sent={sent} onClose={() => setSent(null)} />}
    </>
  );
}
