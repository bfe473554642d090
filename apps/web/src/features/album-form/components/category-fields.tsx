import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AttributeDefinition } from '@retropics/domain/contracts/category-attributes.contract';
import { useTranslation } from 'react-i18next';
import { AttributeField } from '../../../components/comment-form/attribute-field';
import type { AttributeFormValue } from '../../../components/comment-form/comment-draft';
import { useSession } from '../../../lib/auth/session-store';
import { pickTranslation } from '../../../lib/i18n/pick-translation';
import { type Category, useCategories, useCategoryName } from '../../../lib/resources/categories';
import { useOwnAlbums } from '../../../lib/resources/image-galleries';

/** Spec §5: album categories are those whose isForGalleries is not false. */
export function albumCategories<T extends { isForGalleries?: boolean }>(
  categories: readonly T[] | undefined,
): T[] {
  return (categories ?? []).filter((category) => category.isForGalleries !== false);
}

interface CategoryFieldsProps {
  chosen: readonly string[];
  onChoose: (categories: string[]) => void;
  definitions: readonly AttributeDefinition[];
  values: Record<string, AttributeFormValue>;
  onValue: (code: string, value: AttributeFormValue) => void;
  /** The message of a field by its name (`categories`, `categoryAttributes.born`). */
  message: (field: string) => string | undefined;
}

/** The album's categories and the attribute fields they ask for (spec §3 attributesDefinition). */
export function CategoryFields({
  chosen,
  onChoose,
  definitions,
  values,
  onValue,
  message,
}: CategoryFieldsProps) {
  const { t, i18n } = useTranslation('album-form');
  const categories = albumCategories(useCategories().data);
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
            label={t('categories.label')}
            placeholder={selected.length === 0 ? t('categories.placeholder') : undefined}
            error={Boolean(message('categories'))}
            helperText={message('categories')}
          />
        )}
        data-testid="album-categories"
      />
      {definitions.length > 0 && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} data-testid="album-attributes">
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
            {t('categories.attributes', { categories: selected.map(categoryName).join(', ') })}
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
