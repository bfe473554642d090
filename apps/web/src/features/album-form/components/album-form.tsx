import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CategoryFields } from '../../../components/category-fields/category-fields';
import type { DraftErrors } from '../../../components/comment-form/comment-draft';
import { FormActions } from '../../../components/form/form-actions';
import { FormScreenHeader, FormSection } from '../../../components/form/form-section';
import { LongForm } from '../../../components/form/long-form';
import { PlaceField } from '../../../components/place-search/place-field';
import { RichTextEditor } from '../../../components/rich-text-editor/lazy-rich-text-editor';
import { useCloseScreen } from '../../../components/show-page/use-close-screen';
import { ApiError } from '../../../lib/hydra/hydra-client';
import { idOfIri } from '../../../lib/hydra/iri';
import { useCategories } from '../../../lib/resources/categories';
import {
  type AlbumChoice,
  type OwnAlbum,
  useAlbumContent,
  useCreateAlbum,
  useDeleteAlbum,
  useUpdateAlbum,
} from '../../../lib/resources/image-galleries';
import { photographQuery } from '../../../lib/resources/photographs';
import { routePath } from '../../../lib/routing/route-links';
import { showSuccess } from '../../../lib/snackbar/snackbar-store';
import {
  type AlbumDraft,
  albumBody,
  albumCategories,
  attributeDefinitionsFor,
  placeErrors,
} from '../album-draft';
import { albumMessageText } from '../album-messages';
import { type CoverCandidate, CoverField } from './cover-field';
import { DeleteAlbumButton } from './delete-album-button';
import { SearchSummary } from './search-summary';
import { SubAlbumsField } from './sub-albums-field';
import { YearsField } from './years-field';

/**
 * Spec §4: update and delete lead to the person's album list. Until its screen exists the route
 * has no link (route-links.ts), and its path is the spec's.
 */
function albumListPath(): string {
  return routePath('ImageGalleryList') ?? '/my_images';
}

/**
 * The album's photographs with their pictures, in the album's order: those it holds from the
 * saved album's list, those the form added (`?item=`) one by one.
 */
function useCoverCandidates(
  photographs: readonly string[],
  saved: readonly CoverCandidate[],
  album?: OwnAlbum,
) {
  const added = photographs.filter((iri) => !album?.photographs.includes(iri)).map(idOfIri);
  const fetched = useQueries({ queries: added.map((id) => photographQuery(id)) });
  return useMemo(() => {
    const byId = new Map<number, CoverCandidate>();
    for (const photograph of saved) byId.set(photograph.id, photograph);
    for (const query of fetched) if (query.data) byId.set(query.data.id, query.data);
    return photographs.flatMap((iri) => byId.get(idOfIri(iri)) ?? []);
  }, [photographs, saved, fetched]);
}

interface AlbumFormProps {
  initial: AlbumDraft;
  /** The saved album being changed; absent for a new one. */
  album?: OwnAlbum;
}

/**
 * Spec §2 ImageGalleryCreate, …CreateSearchparameters and ImageGalleryUpdate: the album's texts,
 * place, period, categories with their attributes, cover and sub-albums. The domain contract
 * checks the form first, the server's violations land on their fields; creating leads to the
 * edit screen, saving and deleting to the album list (spec §4).
 */
export function AlbumForm({ initial, album }: AlbumFormProps) {
  const { t } = useTranslation('album-form');
  const navigate = useNavigate();
  const close = useCloseScreen();
  const formId = useId();
  const textLabelId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const [found, setFound] = useState<ReadonlyMap<string, string>>(new Map());
  const categories = albumCategories(useCategories().data);
  const definitions = attributeDefinitionsFor(categories, draft.categories);
  const content = useAlbumContent(album);
  const candidates = useCoverCandidates(draft.photographs, content.photographs.items, album);
  const create = useCreateAlbum();
  const update = useUpdateAlbum();
  const remove = useDeleteAlbum();
  const busy = create.isPending || update.isPending || remove.isPending;

  // After a refused save the first field with a message takes the focus, so it is read out.
  useEffect(() => {
    if (focusRequest === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const message = (field: string) => {
    const text = errors[field];
    return text === undefined ? undefined : albumMessageText(t, text);
  };
  const change = (next: Partial<AlbumDraft>, clear: readonly string[] = []) => {
    setDraft((current) => ({ ...current, ...next }));
    if (clear.some((field) => errors[field] !== undefined)) {
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => !clear.includes(key))),
      );
    }
  };
  const refuse = (byPath: DraftErrors) => {
    setErrors(placeErrors(byPath));
    setFocusRequest((count) => count + 1);
  };
  const headlineOf = (iri: string) =>
    found.get(iri) ?? content.subAlbums.items.find((entry) => entry['@id'] === iri)?.headline;

  const save = async () => {
    const checked = albumBody(draft, definitions);
    if (!checked.body) {
      refuse(checked.errors);
      return;
    }
    setErrors({});
    try {
      if (album) {
        await update.mutateAsync({ id: album.id, ...checked.body });
        showSuccess(t('saved.updated', { headline: draft.headline.trim() }));
        void navigate(albumListPath());
      } else {
        const created = await create.mutateAsync(checked.body);
        showSuccess(t('saved.created', { headline: created.headline }));
        void navigate(routePath('ImageGalleryUpdate', { id: created.id }) ?? albumListPath(), {
          replace: true,
        });
      }
    } catch (error) {
      if (error instanceof ApiError && error.violations.length > 0) refuse(error.fieldMessages);
      else setErrors({ _error: 'save' });
    }
  };
  const deleteAlbum = async () => {
    if (!album) return;
    try {
      await remove.mutateAsync(album.id);
      showSuccess(t('saved.deleted', { headline: album.headline }));
      void navigate(albumListPath());
    } catch {
      setErrors({ _error: 'delete' });
    }
  };

  const fieldErrors = Object.entries(errors).filter(
    ([key, text]) => key !== '_error' && text !== undefined,
  ).length;
  const general = errors._error;
  const title = album ? t('title.edit') : draft.searchParameters ? t('title.fromSearch') : t('title.create');

  return (
    <Container maxWidth="md" sx={{ py: 2, pb: 6 }}>
      <FormScreenHeader title={title} backLabel={t('close')} onBack={close} icon={<CloseIcon />} />

      <LongForm ref={form} id={formId} onSave={save} data-testid="album-form">
        {draft.searchParameters && (
          <FormSection title={t('sections.search')} testId="album-form-search">
            <SearchSummary searchParameters={draft.searchParameters} />
          </FormSection>
        )}

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
            <TextField
              label={t('fields.description')}
              name="description"
              value={draft.description}
              onChange={(event) => change({ description: event.target.value }, ['description'])}
              multiline
              minRows={2}
              maxRows={6}
              fullWidth
              error={Boolean(message('description'))}
              helperText={message('description')}
            />
            <Box>
              <Typography
                id={textLabelId}
                component="span"
                variant="body2"
                sx={{ display: 'block', mb: 0.75 }}
              >
                {t('fields.text')}
              </Typography>
              <RichTextEditor
                id={`${formId}-text`}
                value={draft.text}
                onChange={(text) => change({ text }, ['text'])}
                labelId={textLabelId}
                describedBy={`${formId}-text-hint`}
                invalid={Boolean(message('text'))}
              />
              <FormHelperText id={`${formId}-text-hint`} error={Boolean(message('text'))}>
                {message('text') ?? t('fields.textHint')}
              </FormHelperText>
            </Box>
            <Box>
              <FormControlLabel
                control={
                  <Switch
                    checked={draft.isPrivate}
                    onChange={(event) => change({ isPrivate: event.target.checked }, ['isPrivate'])}
                    slotProps={{ input: { 'aria-describedby': `${formId}-private-hint` } as object }}
                  />
                }
                label={t('fields.private')}
              />
              <FormHelperText id={`${formId}-private-hint`} sx={{ mt: 0 }}>
                {t('fields.privateHint')}
              </FormHelperText>
            </Box>
          </Stack>
        </FormSection>

        <FormSection title={t('sections.placeAndTime')}>
          <Stack spacing={3}>
            <PlaceField
              place={draft.place}
              onChange={(place) => change({ place }, ['place'])}
              error={message('place')}
              labels={{ legend: t('place.legend'), remove: (name) => t('place.remove', { name }) }}
              testId="album-place-chosen"
            />
            <YearsField
              fromYear={draft.fromYear}
              toYear={draft.toYear}
              onChange={(years) => change(years, ['fromYear', 'toYear'])}
              fromError={message('fromYear')}
              toError={message('toYear')}
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
            testIdPrefix="album"
            chosen={draft.categories}
            onChoose={(chosen) =>
              change({ categories: chosen }, [
                'categories',
                ...Object.keys(errors).filter((key) => key.startsWith('categoryAttributes.')),
              ])
            }
            definitions={definitions}
            values={draft.attributes}
            onValue={(code, value) =>
              change({ attributes: { ...draft.attributes, [code]: value } }, [`categoryAttributes.${code}`])
            }
            message={message}
          />
        </FormSection>

        <FormSection title={t('sections.cover')} testId="album-form-cover">
          <CoverField
            cover={draft.cover}
            onChange={(cover) => change({ cover }, ['cover'])}
            titleAlreadyInImage={draft.titleAlreadyInImage}
            onTitleAlreadyInImage={(titleAlreadyInImage) => change({ titleAlreadyInImage })}
            photographs={candidates}
            album={album ? { id: album.id, coverAccess: album.coverAccess } : null}
            error={message('cover')}
            onUploadError={(upload) => setErrors((current) => ({ ...current, cover: upload }))}
          />
        </FormSection>

        <FormSection title={t('sections.subAlbums')}>
          <SubAlbumsField
            subGalleries={draft.subGalleries}
            headlineOf={headlineOf}
            selfIri={album?.['@id'] ?? null}
            onAdd={(added: AlbumChoice) => {
              setFound((current) => new Map(current).set(added['@id'], added.headline));
              change({ subGalleries: [...draft.subGalleries, added['@id']] }, ['subGalleries']);
            }}
            onRemove={(iri) =>
              change({ subGalleries: draft.subGalleries.filter((entry) => entry !== iri) }, ['subGalleries'])
            }
            error={message('subGalleries')}
          />
        </FormSection>

        <FormActions
          error={
            fieldErrors > 0 || general
              ? general === 'save'
                ? t('errors.saveFailed')
                : general === 'delete'
                  ? t('errors.deleteFailed')
                  : general
                    ? albumMessageText(t, general)
                    : t('errors.checkFields')
              : null
          }
          errorTestId="album-form-errors"
          busy={busy}
          saveLabel={t(
            create.isPending || update.isPending
              ? 'actions.saving'
              : album
                ? 'actions.save'
                : 'actions.create',
          )}
          saveTestId="album-form-save"
          backLabel={t('actions.cancel')}
          onBack={close}
          end={album && <DeleteAlbumButton busy={busy} onConfirmed={() => void deleteAlbum()} />}
        />
      </LongForm>
    </Container>
  );
}
