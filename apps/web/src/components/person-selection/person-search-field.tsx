import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Mention, mentionImageUrl, useMentionSearch } from '../../lib/resources/mentions';

interface PersonSearchFieldProps {
  label: string;
  /** What is typed (for the select-person name: the new person's name when nobody is chosen). */
  text: string;
  onTextChange(text: string): void;
  /** The known person chosen, or null. */
  value: Mention | null;
  onChange(person: Mention | null): void;
  /** The select-person name takes a new name too; parents are always known people. */
  allowNew?: boolean;
  /** People not to offer (a person is not their own parent). */
  exclude?: readonly string[];
  error?: string | undefined;
  helperText?: string;
  autoFocus?: boolean;
  testId: string;
}

/**
 * Spec §4 'Person selection': a name search over the people already named (`GET /mentions?name=`,
 * asked as typing pauses). MUI's Autocomplete is the combobox pattern: the list is a listbox the
 * arrow keys walk (`aria-activedescendant`), Enter chooses, Escape closes.
 */
export function PersonSearchField({
  label,
  text,
  onTextChange,
  value,
  onChange,
  allowNew = false,
  exclude = [],
  error,
  helperText,
  autoFocus = false,
  testId,
}: PersonSearchFieldProps) {
  const { t } = useTranslation('people');
  const [open, setOpen] = useState(false);
  // Once somebody is chosen, the field holds their name: nothing to search for until it changes.
  const search = useMentionSearch(value ? '' : text);
  const typed = value ? '' : text.trim();
  const options = value ? [value] : search.people.filter((person) => !exclude.includes(person['@id']));
  const none = !typed ? t('search.typeToSearch') : search.failed ? t('search.failed') : t('search.none');
  const searching = search.pending && typed.length > 0;
  return (
    <Autocomplete<Mention, false, false, false>
      // For a name, 'nobody yet' is said under the field: an empty list would only hide the buttons.
      open={open && (!allowNew || options.length > 0 || searching)}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(person) => person.name}
      getOptionKey={(person) => person['@id']}
      isOptionEqualToValue={(a, b) => a['@id'] === b['@id']}
      value={value}
      inputValue={text}
      onInputChange={(_, next, reason) => {
        onTextChange(next);
        // Typing on after choosing someone means somebody else (or a new name).
        if (reason === 'input' && value && next !== value.name) onChange(null);
      }}
      onChange={(_, next) => onChange(next)}
      // A new name is what stays typed without a choice; a parent must be chosen from the list.
      clearOnBlur={!allowNew}
      autoHighlight={!allowNew}
      forcePopupIcon={false}
      loading={searching}
      loadingText={t('search.searching')}
      noOptionsText={none}
      renderOption={({ key, ...props }, person) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Avatar
            src={person.imagePath ? mentionImageUrl(person.imagePath, 'icon') : undefined}
            alt=""
            sx={{ width: 40, height: 40 }}
          >
            <PersonOutlineIcon />
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="body2" noWrap>
              {person.name}
            </Typography>
            {person.description && (
              <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }} noWrap>
                {person.description}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={error ?? helperText}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId },
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {search.pending && typed ? (
                    <CircularProgress color="inherit" size={18} aria-hidden />
                  ) : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
