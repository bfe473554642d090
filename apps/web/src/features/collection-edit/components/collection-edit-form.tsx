import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { canDeleteCollection, canManageCollectionWorkflow, type Viewer } from '@retropics/domain/permissions';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDeleteButton } from '../../../components/form/confirm-delete-button';
import { FormActions } from '../../../components/form/form-actions';
import { FormSection } from '../../../components/form/form-section';
import { LongForm } from '../../../components/form/long-form';
import { useFormErrors } from '../../../components/form/use-form-errors';
import { PlaceField } from '../../../components/place-search/place-field';
import { RichTextField } from '../../../components/rich-text-editor/rich-text-field';
import { useCloseScreen } from '../../../components/show-page/use-close-screen';
import type { Collection } from '../../../lib/entities/collection';
import { ApiError } from '../../../lib/hydra/hydra-client';
import { idOfOptionalIri } from '../../../lib/hydra/iri';
import { useDeleteCollection, useUpdateCollection } from '../../../lib/resources/photograph-collections';
import { routePath } from '../../../lib/routing/route-links';
import { showSuccess } from '../../../lib/snackbar/snackbar-store';
import {
  type CollectionDraft,
  checkInput,
  collectionInput,
  collectionMessageText,
  errorsByField,
  type FieldErrors,
  type WorkflowDraft,
  workflowInput,
  workflowOfCollection,
} from '../collection-draft';
import { WorkflowPanel } from './workflow-panel';
import { YearRangeField } from './year-range-field';

interface CollectionEditFormProps {
  collection: Collection;
  initial: CollectionDraft;
  viewer: Viewer;
}

/**
 * Spec §2 'Collection edit' as a full-screen dialog: headline, about and text (rich text, the
 * server keeps the allow-listed markup), the year-range slider, the place, licence and copyright;
 * back, and delete while the collection is New (spec §4). Editors and admins also get 'Status und
 * Crowdfunding'. The domain contract checks the form first; the server's violations land beside
 * their fields.
 */
export function CollectionEditForm({ collection, initial, viewer }: CollectionEditFormProps) {
  const { t } = useTranslation('collection-edit');
  const navigate = useNavigate();
  const showPath = routePath('PhotographCollectionShow', { id: collection.id }) ?? '/feed';
  const close = useCloseScreen(showPath);
  const formId = useId();
  const titleId = useId();
  const curator = canManageCollectionWorkflow(viewer);
  const deletable = canDeleteCollection(viewer, {
    ownerId: idOfOptionalIri(collection.owner),
    status: collection.status,
  });
  const [draft, setDraft] = useState(initial);
  const [workflow, setWorkflow] = useState<WorkflowDraft>(() => workflowOfCollection(collection));
  const {
    form,
    errors,
    setErrors,
    message,
    clear,
    refuse: showErrors,
  } = useFormErrors((text) => collectionMessageText(t, text));
  const update = useUpdateCollection();
  const remove = useDeleteCollection();
  const busy = update.isPending || remove.isPending;

  const change = (next: Partial<CollectionDraft>, fields: readonly string[] = []) => {
    setDraft((current) => ({ ...current, ...next }));
    clear(fields);
  };
  const changeWorkflow = (next: Partial<WorkflowDraft>, fields: readonly string[]) => {
    setWorkflow((current) => ({ ...current, ...next }));
    clear(fields);
  };
  const refuse = (byPath: FieldErrors) => showErrors(errorsByField(byPath));

  const save = async () => {
    // The owner's form never sends the team's fields: the server would refuse a change of them.
    const input = { ...collectionInput(draft), ...(curator ? workflowInput(workflow) : {}) };
    const problems = checkInput(input);
    if (Object.keys(problems).length > 0) {
      refuse(problems);
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync({ id: collection.id, ...input });
      showSuccess(t('saved', { headline: draft.headline.trim() }));
      void navigate(showPath);
    } catch (error) {
      if (error instanceof ApiError && error.violations.length > 0) refuse(error.fieldMessages);
      else if (error instanceof ApiError && error.status === 403) setErrors({ _error: error.message });
      else setErrors({ _error: 'save' });
    }
  };
  const deleteCollection = async () => {
    try {
      await remove.mutateAsync(collection.id);
      showSuccess(t('deleted', { headline: collection.headline }));
      void navigate(routePath('ImageGalleryList') ?? '/my_images');
    } catch (error) {
      setErrors({ _error: error instanceof ApiError && error.status === 409 ? error.message : 'delete' });
    }
  };

  const general = errors._error;
  const fieldErrors = Object.entries(errors).filter(([key, text]) => key !== '_error' && text !== undefined);
  const generalText =
    general === 'save'
      ? t('errors.saveFailed')
      : general === 'delete'
        ? t('errors.deleteFailed')
        : general
          ? collectionMessageText(t, general)
          : t('errors.checkFields');

  return (
    <Dialog fullScreen open onClose={close} aria-labelledby={titleId} data-testid="collection-edit">
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton edge="start" onClick={close} aria-label={t('actions.back')}>
            <ArrowBackIcon />
          </IconButton>
          <Typography id={titleId} component="h1" variant="h6" sx={{ flex: 1, minWidth: 0 }} noWrap>
            {t('title', { headline: collection.headline })}
          </Typography>
          <Button type="submit" form={formId} variant="contained" disabled={busy}>
            {t(update.isPending ? 'actions.saving' : 'actions.save')}
          </Button>
        </Toolbar>
      </AppBar>
      <Container maxWidth="md" sx={{ py: 2, pb: 6 }}>
        <LongForm ref={form} id={formId} onSave={save}>
          <FormSection title={t('sections.texts')}>
            <Stack spacing={2.5}>
              <TextField
                label={t('fields.headline')}
                name="headline"
                value={draft.headline}
                onChange={(event) => change({ headline: event.target.value }, ['headline'])}
                required
                fullWidth
                error={Boolean(message('headline'))}
                helperText={message('headline')}
              />
              <RichTextField
                id={`${formId}-about`}
                label={t('fields.about')}
                value={draft.about}
                onChange={(about) => change({ about }, ['about'])}
                error={message('about')}
                hint={t('fields.aboutHint')}
              />
              <RichTextField
                id={`${formId}-text`}
                label={t('fields.text')}
                value={draft.text}
                onChange={(text) => change({ text }, ['text'])}
                error={message('text')}
                hint={t('fields.textHint')}
              />
            </Stack>
          </FormSection>

          <FormSection title={t('sections.placeAndTime')}>
            <Stack spacing={3}>
              <PlaceField
                place={draft.place}
                onChange={(place) => change({ place }, ['place'])}
                error={message('place')}
                labels={{
                  legend: t('place.legend'),
                  remove: (name) => t('place.remove', { name }),
                }}
                testId="collection-place-chosen"
              />
              <YearRangeField
                years={draft.years}
                onChange={(years) => change({ years }, ['fromYear', 'toYear'])}
                error={message('fromYear') ?? message('toYear')}
              />
            </Stack>
          </FormSection>

          <FormSection title={t('sections.licence')}>
            <Stack spacing={2.5}>
              <TextField
                label={t('fields.licenseName')}
                name="licenseName"
                value={draft.licenseName}
                onChange={(event) => change({ licenseName: event.target.value }, ['licenseName'])}
                error={Boolean(message('licenseName'))}
                helperText={message('licenseName') ?? t('fields.licenseNameHint')}
                fullWidth
              />
              {(
                [
                  ['licenseUrl', 'url'],
                  ['collectionCopyrightUrl', 'url'],
                  ['copyrightHoldingPerson', 'text'],
                ] as const
              ).map(([field, type]) => (
                <TextField
                  key={field}
                  label={t(`fields.${field}`)}
                  name={field}
                  type={type}
                  value={draft[field]}
                  onChange={(event) => change({ [field]: event.target.value }, [field])}
                  error={Boolean(message(field))}
                  helperText={message(field) ?? (type === 'url' ? t('fields.urlHint') : undefined)}
                  fullWidth
                />
              ))}
            </Stack>
          </FormSection>

          {curator && (
            <FormSection title={t('sections.workflow')} testId="collection-workflow">
              <WorkflowPanel
                draft={workflow}
                onChange={changeWorkflow}
                history={collection.statusHistory ?? []}
                message={message}
              />
            </FormSection>
          )}

          <FormActions
            error={fieldErrors.length > 0 || general ? generalText : null}
            errorTestId="collection-edit-errors"
            busy={busy}
            saveLabel={t(update.isPending ? 'actions.saving' : 'actions.save')}
            saveTestId="collection-save"
            backLabel={t('actions.back')}
            onBack={close}
            end={
              deletable && (
                <ConfirmDeleteButton
                  busy={busy}
                  onConfirmed={() => void deleteCollection()}
                  labels={{
                    button: t('actions.delete'),
                    question: t('delete.title'),
                    detail: t('delete.text', { headline: collection.headline }),
                    yes: t('delete.yes'),
                    no: t('delete.no'),
                  }}
                  testId="collection-delete"
                />
              )
            }
          />
        </LongForm>
      </Container>
    </Dialog>
  );
}
