import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REPORT_NAME_MAX_LENGTH } from '@retropics/domain/contracts/collection-report.contract';
import { useTranslation } from 'react-i18next';
import type { StepProps } from './step-props';
import { useMessageText } from './use-message-text';

/**
 * Step 3: whom the team answers. Both fields are required and the e-mail is checked before the
 * reporter may leave the step (spec §5).
 */
export function ContactStep({ draft, onChange, errors, prefilled }: StepProps & { prefilled: boolean }) {
  const { t } = useTranslation('report-collection');
  const messageText = useMessageText();
  return (
    <Stack spacing={2}>
      <Typography>{t('contact.intro')}</Typography>
      <TextField
        name="personName"
        label={t('contact.name')}
        value={draft.personName}
        onChange={(event) => onChange({ personName: event.target.value })}
        required
        error={Boolean(errors.personName)}
        helperText={messageText(errors.personName)}
        autoComplete="name"
        slotProps={{ htmlInput: { maxLength: REPORT_NAME_MAX_LENGTH } }}
        fullWidth
      />
      <TextField
        name="personEmail"
        type="email"
        label={t('contact.email')}
        value={draft.personEmail}
        onChange={(event) => onChange({ personEmail: event.target.value })}
        required
        error={Boolean(errors.personEmail)}
        helperText={messageText(errors.personEmail)}
        autoComplete="email"
        fullWidth
      />
      {prefilled && (
        <Typography variant="body2" color="text.secondary">
          {t('contact.prefilled')}
        </Typography>
      )}
    </Stack>
  );
}
