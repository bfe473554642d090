import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AttributeDefinition } from '@retropics/domain/contracts/category-attributes.contract';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/auth/session-store';
import { pickTranslation } from '../../lib/i18n/pick-translation';
import { type Category, useCategoryName } from '../../lib/resources/categories';
import { useOwnAlbums } from '../../lib/resources/image-galleries';
import { AttributeField } from '../comment-form/attribute-field';
import type { AttributeFormValue } from '../comment-form/comment-draft';

interface CategoryFieldsProps {
  /** The categories to choose from: those for albums, or those for photographs (spec §5). */
  categories: readonly Category[];
  /** The field's words in the calling form's namespace. */
  labels: { label: string; placeholder: string; attributes: (categories: string) => string };
  /** Prefix of the test ids: `<prefix>-categories`, `<prefix>-attributes`. */
  testIdPrefix: string;
  chosen: readonly string[];
  onChoose: (categories: string[]) => void;
  definitions: readonly AttributeDefinition[];
  values: Record<string, AttributeFormValue>;
  onValue: (code: string, value: AttributeFormValue) => void;
  /** The message of a field by its name (`categories`, `categoryAttributes.born`). */
  message: (field: string) => string | undefined;
}

/**
 * The categories of an album or a photograph and the attribute fields they ask for (spec §3
 * attributesDefinition); the values are kept by attribute code.
 */
export function CategoryFields({
  categories,
  labels,
  testIdPrefix,
  chosen,
  onChoose,
  definitions,
  values,
  onValue,
  message,
}: CategoryFieldsProps) {
  const { i18n } = useTranslation();
  const categoryName = useCategoryName();
  const personId = useSession().user?.person_id;
  const albums = useOwnAlbums(definitions.some((entry) => entry.type === 'AlbumLink') ? personId : undefined);
  const selected = categories.filter((category) => chosen.includes(category['@id']));
  // The attribute's name in the reader's language, from the first chosen category that has it.
  const attributeLabel = (definition: AttributeDefinition) =>
    selected
      .map(
        (category) =>
          pickTranslation(category.translations, i18n.language)?.attributesDefinition.find(
            (entry) => entry.code === definition.code,
          )?.name,
      )
      .find(Boolean) ?? definition.name;

  return (
    <Stack spacing={2}>
      <Autocomplete<Category, true>
        multiple
        options={categories}
        value={selected}
        getOptionLabel={categoryName}
        isOptionEqualToValue={(a, b) => a['@id'] === b['@id']}
        onChange={(_event, value) => onChoose(value.map((category) => category['@id']))}
        renderInput={(params) => (
          <TextField
            {...params}
            label={labels.label}
            placeholder={selected.length === 0 ? labels.placeholder : undefined}
            error={Boolean(message('categories'))}
            helperText={message('categories')}
          />
        )}
        data-testid={`${testIdPrefix}-categories`}
      />
      {definitions.length > 0 && (
        <Box
          component="fieldset"
          sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
          data-testid={`${testIdPrefix}-attributes`}
        >
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
            {labels.attributes(selected.map(categoryName).join(', '))}
          </Typography>
          <Stack spacing={2}>
            {definitions.map((definition) => (
              <AttributeField
                key={definition.code}
                definition={definition}
                label={attributeLabel(definition)}
                value={values[definition.code]}
                onChange={(value) => onValue(definition.code, value)}
                error={message(`categoryAttributes.${definition.code}`)}
                albums={albums.data ?? []}
              />
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
