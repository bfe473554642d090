import TextField from '@mui/material/TextField';
import { MENTION_DESCRIPTION_MAX_LENGTH } from '@retropics/domain/contracts/mention.contract';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mention } from '../../lib/resources/mentions';
import type { MentionErrors } from './mention-messages';
import { PersonSearchField } from './person-search-field';

/** What 'More Information' and a person's edit form hold: description and parents. */
export interface FamilyDraft {
  description: string;
  /** The description field was left once: from then on a blank one says so. */
  touched: boolean;
  mother: Mention | null;
  motherText: string;
  father: Mention | null;
  fatherText: string;
}

export function familyDraftOf(
  description = '',
  mother: Mention | null = null,
  father: Mention | null = null,
): FamilyDraft {
  return {
    description,
    touched: false,
    mother,
    motherText: mother?.name ?? '',
    father,
    fatherText: father?.name ?? '',
  };
}

interface FamilyFieldsProps {
  family: FamilyDraft;
  /** A state setter: the name search reports text and choice one after the other. */
  onChange: Dispatch<SetStateAction<FamilyDraft>>;
  /** Messages in the reader's language: `description`, `mother`, `father`. */
  errors: MentionErrors;
  /** The person edited, not offered as their own parent. */
  self?: string;
  autoFocus?: boolean;
}

/** Description (required, spec §5) and the parents, chosen with the name search. */
export function FamilyFields({ family, onChange, errors, self, autoFocus = false }: FamilyFieldsProps) {
  const { t } = useTranslation('people');
  const change = (next: Partial<FamilyDraft>) => onChange((current) => ({ ...current, ...next }));
  const blank = family.description.trim() === '';
  const descriptionError =
    errors.description ?? (family.touched && blank ? t('errors.descriptionRequired') : undefined);
  const others = (parent: Mention | null) => [...(self ? [self] : []), ...(parent ? [parent['@id']] : [])];
  return (
    <>
      <TextField
        label={t('more.description')}
        value={family.description}
        onChange={(event) => change({ description: event.target.value, touched: true })}
        onBlur={() => change({ touched: true })}
        required
        multiline
        minRows={3}
        maxRows={8}
        fullWidth
        autoFocus={autoFocus}
        error={Boolean(descriptionError)}
        helperText={descriptionError ?? t('more.descriptionHelp')}
        slotProps={{
          htmlInput: { maxLength: MENTION_DESCRIPTION_MAX_LENGTH, 'data-testid': 'person-description' },
        }}
      />
      <PersonSearchField
        label={t('more.mother')}
        text={family.motherText}
        onTextChange={(motherText) => change({ motherText })}
        value={family.mother}
        onChange={(mother) =>
          onChange((current) => ({ ...current, mother, motherText: mother?.name ?? current.motherText }))
        }
        exclude={others(family.father)}
        error={errors.mother}
        helperText={t('more.parentHelp')}
        testId="person-mother"
      />
      <PersonSearchField
        label={t('more.father')}
        text={family.fatherText}
        onTextChange={(fatherText) => change({ fatherText })}
        value={family.father}
        onChange={(father) =>
          onChange((current) => ({ ...current, father, fatherText: father?.name ?? current.fatherText }))
        }
        exclude={others(family.mother)}
        error={errors.father}
        helperText={t('more.parentHelp')}
        testId="person-father"
      />
    </>
  );
}
