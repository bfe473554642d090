import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { type FamilyDraft, FamilyFields } from './family-fields';
import type { MentionErrors } from './mention-messages';
import { StepActions, StepError } from './step-actions';

interface MoreInformationStepProps {
  titleId: string;
  textId: string;
  name: string;
  family: FamilyDraft;
  onFamilyChange: Dispatch<SetStateAction<FamilyDraft>>;
  /** Messages in the reader's language, by field. */
  errors: MentionErrors;
  /** Spec §5: Save stays disabled until the form is valid. */
  valid: boolean;
  saving: boolean;
  onBack(): void;
  onCancel(): void;
  onSave(): void;
}

/**
 * Spec §4 'More Information' for a new person: the description (required: 'Description is
 * required', spec §5), mother and father chosen from the people already named.
 */
export function MoreInformationStep({
  titleId,
  textId,
  name,
  family,
  onFamilyChange,
  errors,
  valid,
  saving,
  onBack,
  onCancel,
  onSave,
}: MoreInformationStepProps) {
  const { t } = useTranslation('people');
  return (
    <Box sx={{ display: 'contents' }} data-testid="person-more-dialog">
      <DialogTitle id={titleId}>{t('more.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          {t('more.text', { name })}
        </DialogContentText>
        <Stack spacing={2.5}>
          <FamilyFields family={family} onChange={onFamilyChange} errors={errors} autoFocus />
          <StepError message={errors._error} />
        </Stack>
      </DialogContent>
      <StepActions saving={saving} onBack={onBack} onCancel={onCancel}>
        <Button
          variant="contained"
          onClick={onSave}
          disabled={!valid || saving}
          data-testid="person-more-save"
        >
          {t(saving ? 'actions.saving' : 'actions.save')}
        </Button>
      </StepActions>
    </Box>
  );
}
