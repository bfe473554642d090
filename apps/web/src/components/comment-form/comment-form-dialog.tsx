import CropFreeIcon from '@mui/icons-material/CropFree';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CommentOutput } from '@retropics/domain/contracts/comment.contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/auth/session-store';
import { ApiError } from '../../lib/hydra/hydra-client';
import { pickTranslation } from '../../lib/i18n/pick-translation';
import { mediaQueries } from '../../lib/layout/breakpoints';
import { useMatchMedia } from '../../lib/layout/use-media-query';
import { useCategories, useCategoryName } from '../../lib/resources/categories';
import { useCreateComment, useUpdateComment } from '../../lib/resources/comments';
import { useOwnAlbums } from '../../lib/resources/image-galleries';
import { AttributeField } from './attribute-field';
import {
  type CommentDraft,
  checkDraft,
  commentCategories,
  type DraftErrors,
  definitionsOf,
} from './comment-draft';
import { commentMessageText, fieldOfPath } from './comment-messages';

interface CommentFormDialogProps {
  open: boolean;
  draft: CommentDraft;
  onChange(draft: CommentDraft): void;
  /** Spec §4: the form closes for box-edit mode and opens again with the box. Null: no picture to mark on. */
  onEditBox: (() => void) | null;
  onClose(): void;
  onSaved(comment: CommentOutput): void;
}

const percent = (fraction: number) => Math.round(fraction * 1000) / 10;

/**
 * Spec §4 'Comment editing': the comment form (text, category with its attributes, private) with
 * the marked area. Each field shows its own message: first the domain contract's check, then the
 * server's violations. A draft with an @id is saved by PUT, else created.
 */
export function CommentFormDialog({
  open,
  draft,
  onChange,
  onEditBox,
  onClose,
  onSaved,
}: CommentFormDialogProps) {
  const { t, i18n } = useTranslation('annotate');
  const titleId = useId();
  const fullScreen = useMatchMedia(mediaQueries.mobile);
  const categories = commentCategories(useCategories(open).data);
  const categoryName = useCategoryName();
  const personId = useSession().user?.person_id;
  const category = categories.find((entry) => entry['@id'] === draft.category);
  const definitions = definitionsOf(category);
  const albums = useOwnAlbums(
    open && definitions.some((entry) => entry.type === 'AlbumLink') ? personId : undefined,
  );
  const create = useCreateComment();
  const update = useUpdateComment();
  const [errors, setErrors] = useState<DraftErrors>({});
  const saving = create.isPending || update.isPending;

  const message = (field: string) => {
    const text = errors[field];
    return text === undefined ? undefined : commentMessageText(t, text);
  };
  const change = (next: Partial<CommentDraft>, clear: string[]) => {
    onChange({ ...draft, ...next });
    if (clear.some((field) => errors[field] !== undefined)) {
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => !clear.includes(key))),
      );
    }
  };
  const attributeLabel = (code: string, fallback: string) =>
    pickTranslation(category?.translations, i18n.language)?.attributesDefinition.find(
      (entry) => entry.code === code,
    )?.name ?? fallback;

  const save = async () => {
    const checked = checkDraft(draft, definitions);
    if (!checked.body) {
      setErrors(placeErrors(checked.errors));
      return;
    }
    setErrors({});
    try {
      const saved = draft.iri
        ? await update.mutateAsync({ iri: draft.iri, ...checked.body, galleries: draft.galleries })
        : await create.mutateAsync(checked.body);
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.violations.length > 0) {
        setErrors(
          placeErrors(
            Object.fromEntries(error.violations.map((entry) => [entry.propertyPath, entry.message])),
          ),
        );
      } else {
        setErrors({ _error: 'save' });
      }
    }
  };

  const box = draft.box;
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      data-testid="comment-form"
    >
      <DialogTitle id={titleId}>{t(draft.iri ? 'form.titleEdit' : 'form.titleNew')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          spacing={2.5}
          sx={{ pt: 1 }}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          id={`${titleId}-form`}
        >
          {draft.faceId && <Alert severity="info">{t('form.face')}</Alert>}

          {onEditBox && (
            <Box
              component="section"
              aria-labelledby={`${titleId}-area`}
              sx={{
                border: 1,
                borderColor: message('box') ? 'error.main' : 'divider',
                borderRadius: 1,
                p: 1.5,
              }}
            >
              <Typography id={`${titleId}-area`} variant="subtitle2" component="h3">
                {t('form.area')}
              </Typography>
              <Typography
                variant="body2"
                color="text.secondary"
                data-testid="comment-form-area"
                sx={{ my: 0.5 }}
              >
                {box
                  ? t('form.areaSummary', {
                      width: percent(box.width),
                      height: percent(box.height),
                      degrees: box.degrees,
                      side: t(draft.isBackside ? 'form.back' : 'form.front'),
                    })
                  : t('form.noArea')}
              </Typography>
              {message('box') && <FormHelperText error>{message('box')}</FormHelperText>}
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
                <Button
                  variant={box ? 'outlined' : 'contained'}
                  startIcon={<CropFreeIcon />}
                  onClick={onEditBox}
                  data-testid="comment-form-mark-area"
                >
                  {t(box ? 'form.changeArea' : 'form.markArea')}
                </Button>
                {box && (
                  <Button onClick={() => change({ box: null }, ['box'])} color="inherit">
                    {t('form.removeArea')}
                  </Button>
                )}
              </Box>
            </Box>
          )}

          <TextField
            label={t('form.text')}
            value={draft.text}
            onChange={(event) => change({ text: event.target.value }, ['text'])}
            multiline
            minRows={3}
            maxRows={10}
            required
            fullWidth
            error={Boolean(message('text'))}
            helperText={message('text')}
            slotProps={{ htmlInput: { 'data-testid': 'comment-form-text' } }}
          />

          <TextField
            select
            label={t('form.category')}
            value={category ? category['@id'] : ''}
            onChange={(event) =>
              change({ category: event.target.value || null, attributes: {} }, [
                'category',
                ...Object.keys(errors).filter((key) => key.startsWith('categoryAttributes.')),
              ])
            }
            fullWidth
            error={Boolean(message('category'))}
            helperText={message('category')}
            // The empty choice ('no category') is shown, not a blank field.
            slotProps={{
              inputLabel: { shrink: true },
              select: {
                displayEmpty: true,
                SelectDisplayProps: { 'data-testid': 'comment-form-category' } as object,
              },
            }}
          >
            <MenuItem value="">{t('form.noCategory')}</MenuItem>
            {categories.map((entry) => (
              <MenuItem key={entry['@id']} value={entry['@id']}>
                {categoryName(entry)}
              </MenuItem>
            ))}
          </TextField>

          {category && definitions.length > 0 && (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} data-testid="comment-form-attributes">
              <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
                {t('form.attributes', { category: categoryName(category) })}
              </Typography>
              <Stack spacing={2}>
                {definitions.map((definition) => {
                  const field = `categoryAttributes.${definition.code}`;
                  return (
                    <AttributeField
                      key={definition.code}
                      definition={definition}
                      label={attributeLabel(definition.code, definition.name)}
                      value={draft.attributes[definition.code]}
                      onChange={(value) =>
                        change({ attributes: { ...draft.attributes, [definition.code]: value } }, [field])
                      }
                      error={message(field)}
                      albums={albums.data ?? []}
                    />
                  );
                })}
              </Stack>
            </Box>
          )}

          <FormControlLabel
            control={
              <Switch
                checked={draft.isPrivate}
                onChange={(event) => change({ isPrivate: event.target.checked }, [])}
                slotProps={{ input: { 'data-testid': 'comment-form-private' } as object }}
              />
            }
            label={t('form.private')}
          />

          {errors._error && (
            <Alert severity="error" role="alert">
              {errors._error === 'save' ? t('errors.saveFailed') : commentMessageText(t, errors._error)}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('form.cancel')}
        </Button>
        <Button
          type="submit"
          form={`${titleId}-form`}
          variant="contained"
          disabled={saving}
          data-testid="comment-form-save"
        >
          {t(saving ? 'form.saving' : 'form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Messages per field they show beside (the server's and the check's paths alike). */
function placeErrors(byPath: DraftErrors): DraftErrors {
  const placed: DraftErrors = {};
  for (const [path, text] of Object.entries(byPath)) {
    if (text !== undefined) placed[fieldOfPath(path)] ??= text;
  }
  return placed;
}
