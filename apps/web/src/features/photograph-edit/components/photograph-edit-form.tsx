import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { INTERNAL_RATING_MAX, INTERNAL_RATING_MIN } from '@retropics/domain/constants';
import { YEAR_INPUT_MAX_LENGTH } from '@retropics/domain/years';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CategoryFields } from '../../../components/category-fields/category-fields';
import type { DraftErrors } from '../../../components/comment-form/comment-draft';
import { ConfirmDialog } from '../../../components/form/confirm-dialog';
import { FormActions } from '../../../components/form/form-actions';
import { FormSection } from '../../../components/form/form-section';
import { LongForm } from '../../../components/form/long-form';
import { PlaceField } from '../../../components/place-search/place-field';
import { useCloseScreen } from '../../../components/show-page/use-close-screen';
import { ApiError } from '../../../lib/hydra/hydra-client';
import { useCategories } from '../../../lib/resources/categories';
import {
  type EditablePhotograph,
  useDeletePhotograph,
  useUpdatePhotograph,
} from '../../../lib/resources/photographs';
import { documentPath } from '../../../lib/routing/document-links';
import { homePath } from '../../../lib/routing/route-links';
import { showSuccess } from '../../../lib/snackbar/snackbar-store';
import { ColorizedVersions } from '../colorized/colorized-versions';
import { DepthMapSection } from '../depth-map/depth-map-section';
import { NarrationSection } from '../narration/narration-section';
import {
  attributeDefinitionsFor,
  EDIT_LOCALES,
  type EditLocale,
  type PhotographDraft,
  photographBody,
  placeErrors,
  withDateText,
  withYear,
  yearsOfDateText,
} from '../photograph-draft';
import { photographMessageText } from '../photograph-messages';
import { PhotographSides } from './photograph-sides';

interface PhotographEditFormProps {
  photograph: EditablePhotograph;
  initial: PhotographDraft;
}

/**
 * Spec §2 PhotographUpdate: the photograph's texts in de, en and it, its date text (read live
 * into years), years, place, categories, flags, the curators' internal rating and the side swap.
 * The domain contract checks the form first; the server's violations land on their fields.
 * Saving leads back to the photograph, deleting to its collection.
 */
export function PhotographEditForm({ photograph, initial }: PhotographEditFormProps) {
  const { t } = useTranslation('photograph-edit');
  const navigate = useNavigate();
  const close = useCloseScreen(documentPath(photograph['@id']) ?? undefined);
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const [language, setLanguage] = useState<EditLocale>('de');
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const categories = (useCategories().data ?? []).filter((category) => category.isForPhotographs !== false);
  const definitions = attributeDefinitionsFor(categories, draft.categories);
  const update = useUpdatePhotograph();
  const remove = useDeletePhotograph();
  const busy = update.isPending || remove.isPending;
  const parsedYears = yearsOfDateText(draft.dateText);

  // After a refused save the first field with a message takes the focus, so it is read out.
  useEffect(() => {
    if (focusRequest === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const message = (field: string) => {
    const text = errors[field];
    return text === undefined ? undefined : photographMessageText(t, text);
  };
  const change = (next: PhotographDraft, clear: readonly string[] = []) => {
    setDraft(next);
    if (clear.some((field) => errors[field] !== undefined)) {
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => !clear.includes(key))),
      );
    }
  };
  const refuse = (byPath: DraftErrors) => {
    const placed = placeErrors(byPath);
    setErrors(placed);
    // A message on a text of another language opens that language's tab first.
    const textLanguage = EDIT_LOCALES.find((locale) =>
      Object.keys(placed).some((field) => field.startsWith(`${locale}.`)),
    );
    if (textLanguage) setLanguage(textLanguage);
    setFocusRequest((count) => count + 1);
  };
  const setText = (locale: EditLocale, field: 'name' | 'description', value: string) =>
    change({ ...draft, texts: { ...draft.texts, [locale]: { ...draft.texts[locale], [field]: value } } }, [
      `${locale}.${field}`,
      'de.name',
    ]);

  const save = async () => {
    const checked = photographBody(draft, categories);
    if (!checked.body) {
      refuse(checked.errors);
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync({ id: photograph.id, ...checked.body });
      showSuccess(t('saved'));
      void navigate(documentPath(photograph['@id']) ?? homePath(), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.violations.length > 0) refuse(error.fieldMessages);
      else setErrors({ _error: error instanceof ApiError && error.status === 403 ? 'denied' : 'save' });
    }
  };
  const deletePhotograph = async () => {
    try {
      await remove.mutateAsync(photograph.id);
      setConfirmingDelete(false);
      showSuccess(t('deleted'));
      // Spec §4 (this issue): a deleted photograph leads to its collection.
      const collection = photograph.collection ? documentPath(photograph.collection) : null;
      void navigate(collection ?? homePath(), { replace: true });
    } catch {
      setConfirmingDelete(false);
      setErrors({ _error: 'delete' });
    }
  };

  const fieldErrors = Object.entries(errors).filter(
    ([key, text]) => key !== '_error' && text !== undefined,
  ).length;
  const general = errors._error;
  const generalText =
    general === 'save' || general === 'delete' || general === 'denied'
      ? t(`errors.${general}`)
      : general
        ? photographMessageText(t, general)
        : t('errors.checkFields');

  return (
    <LongForm ref={form} id={formId} onSave={save} data-testid="photograph-edit-form">
      <FormSection title={t('sections.texts')} testId="photograph-edit-texts">
        <Tabs
          value={language}
          onChange={(_event, value: EditLocale) => setLanguage(value)}
          aria-label={t('languages.label')}
          sx={{ mb: 2 }}
        >
          {EDIT_LOCALES.map((locale) => (
            <Tab
              key={locale}
              value={locale}
              label={t(`languages.${locale}`)}
              id={`${formId}-tab-${locale}`}
              aria-controls={`${formId}-panel-${locale}`}
            />
          ))}
        </Tabs>
        {EDIT_LOCALES.map((locale) => (
          <Box
            key={locale}
            role="tabpanel"
            id={`${formId}-panel-${locale}`}
            aria-labelledby={`${formId}-tab-${locale}`}
            hidden={language !== locale}
          >
            {language === locale && (
              <Stack spacing={2.5}>
                <TextField
                  label={t('fields.name')}
                  name={`${locale}.name`}
                  value={draft.texts[locale].name}
                  onChange={(event) => setText(locale, 'name', event.target.value)}
                  fullWidth
                  error={Boolean(message(`${locale}.name`))}
                  helperText={message(`${locale}.name`)}
                  slotProps={{ htmlInput: { lang: locale } }}
                />
                <TextField
                  label={t('fields.description')}
                  name={`${locale}.description`}
                  value={draft.texts[locale].description}
                  onChange={(event) => setText(locale, 'description', event.target.value)}
                  multiline
                  minRows={2}
                  maxRows={8}
                  fullWidth
                  error={Boolean(message(`${locale}.description`))}
                  helperText={message(`${locale}.description`)}
                  slotProps={{ htmlInput: { lang: locale } }}
                />
              </Stack>
            )}
          </Box>
        ))}
      </FormSection>

      <FormSection title={t('sections.date')} testId="photograph-edit-date">
        <Stack spacing={2.5}>
          <TextField
            label={t('fields.dateText')}
            name="dateText"
            value={draft.dateText}
            onChange={(event) =>
              change(withDateText(draft, event.target.value), ['dateText', 'fromYear', 'toYear'])
            }
            fullWidth
            error={Boolean(message('dateText'))}
            helperText={
              message('dateText') ??
              (parsedYears
                ? t('date.parsed', { from: parsedYears.fromYear, to: parsedYears.toYear })
                : draft.dateText.trim()
                  ? t('date.notParsed')
                  : t('date.hint'))
            }
            slotProps={{ formHelperText: { 'aria-live': 'polite' } as object }}
          />
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            {(['fromYear', 'toYear'] as const).map((field) => (
              <TextField
                key={field}
                label={t(`fields.${field}`)}
                name={field}
                value={draft[field]}
                onChange={(event) => change({ ...draft, [field]: event.target.value }, [field])}
                onBlur={(event) => change(withYear(draft, field, event.target.value))}
                error={Boolean(message(field))}
                helperText={message(field)}
                sx={{ width: { xs: '100%', sm: 200 } }}
                slotProps={{
                  htmlInput: { maxLength: YEAR_INPUT_MAX_LENGTH, inputMode: 'numeric' },
                  formHelperText: { 'data-testid': `${field}-message` } as object,
                }}
              />
            ))}
          </Box>
          <PlaceField
            place={draft.place}
            onChange={(place) => change({ ...draft, place }, ['place'])}
            error={message('place')}
            labels={{ legend: t('place.legend'), remove: (name) => t('place.remove', { name }) }}
            testId="photograph-place-chosen"
          />
        </Stack>
      </FormSection>

      <FormSection title={t('sections.categories')}>
        <CategoryFields
          categories={categories}
          labels={{
            label: t('categories.label'),
            placeholder: t('categories.placeholder'),
            attributes: (names) => t('categories.attributes', { categories: names }),
          }}
          testIdPrefix="photograph"
          chosen={draft.categories}
          onChoose={(chosen) =>
            change({ ...draft, categories: chosen }, [
              'categories',
              ...Object.keys(errors).filter((key) => key.startsWith('categoryAttributes.')),
            ])
          }
          definitions={definitions}
          values={draft.attributes}
          onValue={(code, value) =>
            change({ ...draft, attributes: { ...draft.attributes, [code]: value } }, [
              `categoryAttributes.${code}`,
            ])
          }
          message={message}
        />
      </FormSection>

      <FormSection title={t('sections.display')} testId="photograph-edit-display">
        <Stack spacing={1.5}>
          <Box>
            <FormControlLabel
              control={
                <Switch
                  checked={draft.isHidden}
                  onChange={(event) => change({ ...draft, isHidden: event.target.checked }, ['isHidden'])}
                  slotProps={{ input: { 'aria-describedby': `${formId}-hidden-hint` } as object }}
                />
              }
              label={t('fields.isHidden')}
            />
            <FormHelperText id={`${formId}-hidden-hint`} sx={{ mt: 0 }}>
              {t('fields.isHiddenHint')}
            </FormHelperText>
          </Box>
          <Box>
            <FormControlLabel
              control={
                <Switch
                  checked={draft.isBlackAndWhite}
                  onChange={(event) =>
                    change({ ...draft, isBlackAndWhite: event.target.checked }, ['isBlackAndWhite'])
                  }
                  slotProps={{ input: { 'aria-describedby': `${formId}-bw-hint` } as object }}
                />
              }
              label={t('fields.isBlackAndWhite')}
            />
            <FormHelperText id={`${formId}-bw-hint`} sx={{ mt: 0 }}>
              {t('fields.isBlackAndWhiteHint')}
            </FormHelperText>
          </Box>
          {draft.internalRating !== null && (
            <Box data-testid="photograph-internal-rating">
              <Typography id={`${formId}-rating-label`} gutterBottom>
                {t('fields.internalRating', { value: draft.internalRating })}
              </Typography>
              <Slider
                value={draft.internalRating}
                onChange={(_event, value) =>
                  change({ ...draft, internalRating: value as number }, ['internalRating'])
                }
                min={INTERNAL_RATING_MIN}
                max={INTERNAL_RATING_MAX}
                step={1}
                marks
                valueLabelDisplay="auto"
                aria-labelledby={`${formId}-rating-label`}
                sx={{ maxWidth: 420 }}
              />
              <FormHelperText error={Boolean(message('internalRating'))}>
                {message('internalRating') ?? t('fields.internalRatingHint')}
              </FormHelperText>
            </Box>
          )}
        </Stack>
      </FormSection>

      <PhotographSides
        photograph={photograph}
        swapped={draft.swapSides}
        onSwap={(swapSides) => change({ ...draft, swapSides }, ['swapSides'])}
        error={message('swapSides')}
      />
      <ColorizedVersions photograph={photograph} />
      <DepthMapSection photograph={photograph} />
      <NarrationSection photograph={photograph} />

      <FormActions
        error={fieldErrors > 0 || general ? generalText : null}
        errorTestId="photograph-edit-errors"
        busy={busy}
        saveLabel={t(update.isPending ? 'actions.saving' : 'actions.save')}
        saveTestId="photograph-edit-save"
        backLabel={t('actions.cancel')}
        onBack={close}
        end={
          <Button
            color="error"
            variant="outlined"
            startIcon={<DeleteOutlineIcon />}
            onClick={() => setConfirmingDelete(true)}
            disabled={busy}
            aria-haspopup="dialog"
            data-testid="photograph-edit-delete"
          >
            {t('actions.delete')}
          </Button>
        }
      />
      <ConfirmDialog
        open={confirmingDelete}
        question={t('delete.confirm')}
        detail={t('delete.detail')}
        confirmLabel={t('delete.yes')}
        cancelLabel={t('delete.no')}
        busy={remove.isPending}
        onConfirm={() => void deletePhotograph()}
        onCancel={() => setConfirmingDelete(false)}
        data-testid="confirm-delete-photograph"
      />
    </LongForm>
  );
}
