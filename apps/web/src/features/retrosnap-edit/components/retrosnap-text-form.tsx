import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { RETROSNAP_TEXT_MAX_LENGTH } from '@retropics/domain/contracts/retrosnap.contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDeleteButton } from '../../../components/form/confirm-delete-button';
import { useFormErrors } from '../../../components/form/use-form-errors';
import { ApiError } from '../../../lib/hydra/hydra-client';
import { type Retrosnap, useDeleteRetrosnap, useUpdateRetrosnap } from '../../../lib/resources/retrosnaps';
import { homePath } from '../../../lib/routing/route-links';
import { showSuccess } from '../../../lib/snackbar/snackbar-store';
import { retrosnapMessageText, textProblem } from '../retrosnap-messages';

/**
 * Spec §2 RetrosnapUpdate: the text with its counter against the limit the server enforces, save,
 * and delete after spec §5's question. Spec §4: after either, the feed.
 */
export function RetrosnapTextForm({ retrosnap }: { retrosnap: Retrosnap }) {
  const { t } = useTranslation('retrosnaps');
  const navigate = useNavigate();
  const [text, setText] = useState(retrosnap.text);
  const errors = useFormErrors((message) => retrosnapMessageText(t, message));
  const update = useUpdateRetrosnap();
  const remove = useDeleteRetrosnap();
  const busy = update.isPending || remove.isPending;
  const over = text.length > RETROSNAP_TEXT_MAX_LENGTH;
  const textMessage = errors.message('text');

  const save = async () => {
    const problem = textProblem(text);
    if (problem) {
      errors.refuse({ text: problem });
      return;
    }
    errors.setErrors({});
    try {
      await update.mutateAsync({ id: retrosnap.id, text });
      showSuccess(t('edit.saved'));
      void navigate(homePath());
    } catch (error) {
      if (error instanceof ApiError && error.violations.length > 0) errors.refuse(error.fieldMessages);
      else
        errors.setErrors({ _error: error instanceof ApiError && error.status === 403 ? 'denied' : 'save' });
    }
  };
  const deleteRetrosnap = async () => {
    try {
      await remove.mutateAsync(retrosnap.id);
      showSuccess(t('edit.deleted'));
      void navigate(homePath());
    } catch {
      errors.setErrors({ _error: 'delete' });
    }
  };

  const general = errors.errors._error;
  return (
    <Stack
      component="form"
      ref={errors.form}
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      data-testid="retrosnap-text-form"
    >
      <TextField
        label={t('edit.text')}
        name="text"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          errors.clear(['text']);
        }}
        multiline
        minRows={3}
        fullWidth
        error={over || Boolean(textMessage)}
        helperText={
          <Box component="span" sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
            <span>{textMessage ?? (over ? retrosnapMessageText(t, textProblem(text) ?? '') : '')}</span>
            <Box component="span" sx={{ flex: 'none' }} data-testid="retrosnap-text-counter">
              {t('edit.counter', { count: text.length, max: RETROSNAP_TEXT_MAX_LENGTH })}
            </Box>
          </Box>
        }
      />
      {general && (
        <Alert severity="error" role="alert">
          {t(`errors.${general}`)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <Button type="submit" variant="contained" disabled={busy} data-testid="retrosnap-save">
          {t('edit.save')}
        </Button>
        <ConfirmDeleteButton
          busy={busy}
          onConfirmed={() => void deleteRetrosnap()}
          labels={{
            button: t('edit.delete'),
            question: t('edit.deleteQuestion'),
            yes: t('edit.deleteYes'),
            no: t('edit.deleteNo'),
          }}
          testId="retrosnap-delete"
        />
      </Box>
    </Stack>
  );
}
