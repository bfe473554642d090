import { openFeedbackDialog } from '../../features/feedback/feedback-dialog-store';
import ReportCollectionScreen from '../../features/report-collection/report-collection-screen';

/**
 * The report wizard with the shell's feedback dialog behind its feedback button (features do not
 * import each other; the shell composes them here). Signed out, the wizard explains instead.
 */
export default function ReportCollectionRoute() {
  return <ReportCollectionScreen onFeedback={() => openFeedbackDialog('feedback')} />;
}
