import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { updateMentionBody } from '@retropics/domain/contracts/mention.contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/hydra/hydra-client';
import { type Mention, useMention, useUpdateMention } from '../../lib/resources/mentions';
import { FamilyFields, familyDraftOf } from './family-fields';
import {
  type MentionErrors,
  mentionMessageText,
  placeMentionErrors,
  violationsOfIssues,
} from './mention-messages';
import { StepError } from './step-actions';

/** Spec §7 /updateMention: description and parents of a person, by whoever may change them. */
export function PersonEditForm({ person, onDone }: { person: Mention; onDone(): void }) {
  const mother = useMention(person.mother);
  const father = useMention(person.father);
  // The parents' names fill the fields, so the form waits for them.
  if (
    (person.mother && !mother.data && !mother.isError) ||
    (person.father && !father.data && !father.isError)
  ) {
    return null;
  }
  return (
    <EditForm person={person} mother={mother.data ?? null} father={father.data ?? null} onDone={onDone} />
  );
}

function EditForm({
  person,
  mother,
  father,
  onDone,
}: {
  person: Mention;
  mother: Mention | null;
  father: Mention | null;
  onDone(): void;
}) {
  const { t } = useTranslation('people');
  const update = useUpdateMention();
  const [family, setFamily] = useState(() => familyDraftOf(person.description, mother, father));
  const [errors, setErrors] = useState<MentionErrors>({});
  const body = {
    id: person['@id'],
    description: family.description,
    mother: family.mother?.['@id'] ?? null,
    father: family.father?.['@id'] ?? null,
  };
  const checked = updateMentionBody.safeParse(body);
  const show = (violations: ReadonlyArray<{ propertyPath: string; message: string }>) =>
    setErrors(
      placeMentionErrors(
        violations.map((entry) => ({ ...entry, message: mentionMessageText(t, entry.message) })),
        ['description', 'mother', 'father'],
      ),
    );

  const save = async () => {
    if (!checked.success) {
      show(violationsOfIssues(checked.error));
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync(body);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.violations.length > 0) show(error.violations);
      else
        setErrors({
          _error: t(
            error instanceof ApiError && error.status === 403 ? 'errors.denied' : 'errors.saveFailed',
          ),
        });
    }
  };

  return (
    <Stack
      component="form"
      spacing={2.5}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      data-testid="person-edit-form"
      sx={{ pt: 1 }}
    >
      <FamilyFields family={family} onChange={setFamily} errors={errors} self={person['@id']} />
      <StepError message={errors._error} />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onDone} disabled={update.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!checked.success || update.isPending}
          data-testid="person-edit-save"
        >
          {t(update.isPending ? 'actions.saving' : 'actions.save')}
        </Button>
      </Box>
    </Stack>
  );
}
