import TextField from '@mui/material/TextField';
import { REPORT_ABOUT_MAX_LENGTH } from '@retropics/domain/contracts/collection-report.contract';
import { useTranslation } from 'react-i18next';
import type { StepProps } from './step-props';
import { useMessageText } from './use-message-text';

/** Step 2: the reporter's own words about the collection, with a counter towards the limit. */
export function AboutStep({ draft, onChange, errors }: StepProps) {
  const { t } = useTranslation('report-collection');
  const messageText = useMessageText();
  return (
    <TextField
      name="about"
      label={t('about.label')}
      value={draft.about}
      onChange={(event) => onChange({ about: event.target.value })}
      error={Boolean(errors.about)}
      helperText={
        messageText(errors.about) ??
        `${t('about.help')} ${t('about.count', { count: draft.about.length, max: REPORT_ABOUT_MAX_LENGTH })}`
      }
      slotProps={{ htmlInput: { maxLength: REPORT_ABOUT_MAX_LENGTH } }}
      multiline
      minRows={6}
      fullWidth
    />
  );
}
