import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PartyKind, useParties } from '../../../lib/resources/organizations';
import type { PartyChoice } from '../collection-draft';

interface PartyPickerProps<Multiple extends boolean> {
  kind: PartyKind;
  multiple: Multiple;
  value: Multiple extends true ? PartyChoice[] : PartyChoice | null;
  onChange: (value: Multiple extends true ? PartyChoice[] : PartyChoice | null) => void;
  label: string;
  hint: string;
  error: string | undefined;
  testId: string;
}

/**
 * The organization behind a collection, or its sponsors: found by name among those the editors'
 * desk (/organizations) holds, a page of 30 at a time as typing pauses.
 */
export function PartyPicker<Multiple extends boolean>({
  kind,
  multiple,
  value,
  onChange,
  label,
  hint,
  error,
  testId,
}: PartyPickerProps<Multiple>) {
  const { t } = useTranslation('collection-edit');
  const [typed, setTyped] = useState('');
  const found = useParties(kind, typed);
  const options: PartyChoice[] = found.items.map((party) => ({ '@id': party['@id'], name: party.name }));
  return (
    <Autocomplete<PartyChoice, boolean>
      multiple={multiple}
      options={options}
      value={value as PartyChoice | PartyChoice[] | null}
      onChange={(_event, next) => onChange(next as Parameters<typeof onChange>[0])}
      inputValue={typed}
      onInputChange={(_event, next) => setTyped(next)}
      isOptionEqualToValue={(option, chosen) => option['@id'] === chosen['@id']}
      getOptionLabel={(option) => option.name}
      filterOptions={(all) => all}
      loading={found.isLoading || found.pending}
      loadingText={t('workflow.partiesLoading')}
      noOptionsText={t('workflow.partiesNone')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error ?? hint}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId },
          }}
        />
      )}
    />
  );
}
