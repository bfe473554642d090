import type { FieldErrors } from '../../../components/account/validation-messages';
import type { ReportDraft } from '../report-draft';

/** What every step of the wizard gets: the draft, a way to change it, and the messages per field. */
export interface StepProps {
  draft: ReportDraft;
  onChange: (change: Partial<ReportDraft>) => void;
  errors: FieldErrors;
}
