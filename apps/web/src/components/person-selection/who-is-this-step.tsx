import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Mention } from '../../lib/resources/mentions';
import type { MentionErrors } from './mention-messages';
import { PersonSearchField } from './person-search-field';
import { StepActions, StepError } from './step-actions';

interface WhoIsThisStepProps {
  titleId: string;
  cropUrl: string;
  text: string;
  onTextChange(text: string): void;
  person: Mention | null;
  onPersonChange(person: Mention | null): void;
  /** Messages in the reader's language, by field (`newMention`, `_error`). */
  errors: MentionErrors;
  saving: boolean;
  onBack(): void;
  onCancel(): void;
  /** A known person is saved at once; a new name asks for more first. */
  onSave(): void;
  onMore(): void;
}

/**
 * Spec §4 'Person selection', after the cropper: the mention input. Choosing somebody already
 * named saves; a name nobody has yet becomes a new person, for whom 'More Information' follows.
 */
export function WhoIsThisStep({
  titleId,
  cropUrl,
  text,
  onTextChange,
  person,
  onPersonChange,
  errors,
  saving,
  onBack,
  onCancel,
  onSave,
  onMore,
}: WhoIsThisStepProps) {
  const { t } = useTranslation('people');
  const typed = text.trim();
  return (
    <Box sx={{ display: 'contents' }} data-testid="person-name-dialog">
      <DialogTitle id={titleId}>{t('name.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Box
            component="img"
            src={cropUrl}
            alt={t('name.crop')}
            sx={{ alignSelf: 'center', maxWidth: 160, maxHeight: 160, borderRadius: 1, boxShadow: 2 }}
            data-testid="person-name-crop"
          />
          <PersonSearchField
            label={t('name.label')}
            text={text}
            onTextChange={onTextChange}
            value={person}
            onChange={onPersonChange}
            allowNew
            autoFocus
            error={errors.newMention}
            helperText={
              person
                ? t('name.known', { name: person.name })
                : typed
                  ? t('name.new', { name: typed })
                  : t('name.help')
            }
            testId="person-name-input"
          />
          <StepError message={errors._error} />
        </Stack>
      </DialogContent>
      <StepActions saving={saving} onBack={onBack} onCancel={onCancel}>
        {person ? (
          <Button variant="contained" onClick={onSave} disabled={saving} data-testid="person-name-save">
            {t(saving ? 'actions.saving' : 'actions.save')}
          </Button>
        ) : (
          <Button variant="contained" onClick={onMore} disabled={!typed} data-testid="person-name-next">
            {t('actions.next')}
          </Button>
        )}
      </StepActions>
    </Box>
  );
}
