import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ANNOUNCEMENT_LOCALES,
  ANNOUNCEMENT_MAX_FEED_POSITION,
  ANNOUNCEMENT_NAME_MAX_LENGTH,
  ANNOUNCEMENT_TEXT_MAX_LENGTH,
} from '@retropics/domain/contracts/announcement.contract';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileChooseButton } from '../../../components/file-choose-button';
import { LongForm } from '../../../components/form/long-form';
import { useFormErrors } from '../../../components/form/use-form-errors';
import { ApiError } from '../../../lib/hydra/hydra-client';
import { mediaQueries } from '../../../lib/layout/breakpoints';
import { useMatchMedia } from '../../../lib/layout/use-media-query';
import { originalPhotographUrl, thumbnailUrl } from '../../../lib/media/image-urls';
import {
  type Announcement,
  useSaveAnnouncement,
  useUploadAnnouncementMedia,
} from '../../../lib/resources/announcements';
import { showSuccess } from '../../../lib/snackbar/snackbar-store';
import {
  type AnnouncementDraft,
  announcementBody,
  announcementMessageKey,
  draftOf,
} from './announcement-draft';

/** What each upload takes: pictures (stored as JPEG) or an mp4. */
const ACCEPT = { image: 'image/jpeg,image/png,image/webp', video: 'video/mp4' } as const;

/** The picture or the video: its preview, choose or replace, remove, and its hint or refusal. */
function MediaField({
  kind,
  label,
  value,
  preview,
  uploading,
  onFile,
  onRemove,
  message,
}: {
  kind: 'image' | 'video';
  label: string;
  value: string | null;
  preview: ReactNode;
  uploading: boolean;
  onFile: (file: File) => void;
  onRemove: () => void;
  /** A refusal, already in the reader's language; the hint shows otherwise. */
  message: string | undefined;
}) {
  const { t } = useTranslation('announcements');
  const id = useId();
  return (
    <Box role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
      <Typography id={`${id}-label`} component="span" variant="body2" sx={{ display: 'block', mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        {value ? (
          preview
        ) : (
          <Typography color="text.secondary" sx={{ fontSize: '0.9rem' }}>
            {t(kind === 'image' ? 'form.noImage' : 'form.noVideo')}
          </Typography>
        )}
        <FileChooseButton
          label={t(uploading ? 'form.uploading' : value ? `form.${kind}Replace` : `form.${kind}Choose`)}
          busy={uploading}
          onFile={onFile}
          testId={`announcement-${kind}-file`}
          accept={ACCEPT[kind]}
        />
        {value && (
          <Button color="inherit" startIcon={<DeleteOutlineIcon />} onClick={onRemove}>
            {t(`form.${kind}Remove`)}
          </Button>
        )}
      </Box>
      <FormHelperText id={`${id}-hint`} error={Boolean(message)}>
        {message ?? t(`form.${kind}Hint`)}
      </FormHelperText>
    </Box>
  );
}

interface AnnouncementDialogProps {
  /** The announcement being changed; null for a new one. */
  announcement: Announcement | null;
  onClose: () => void;
}

/** Create or change one announcement: texts in de/en/it, picture or mp4, link, time window, position. */
export function AnnouncementDialog({ announcement, onClose }: AnnouncementDialogProps) {
  const { t } = useTranslation('announcements');
  const formId = useId();
  const fullScreen = useMatchMedia(mediaQueries.mobile);
  const [draft, setDraft] = useState<AnnouncementDraft>(() => draftOf(announcement));
  const { form, errors, setErrors, message, clear, refuse } = useFormErrors((text) =>
    t(announcementMessageKey(text)),
  );
  const [general, setGeneral] = useState<'saveFailed' | 'denied' | null>(null);
  const save = useSaveAnnouncement();
  const upload = useUploadAnnouncementMedia();
  const [uploading, setUploading] = useState<'image' | 'video' | null>(null);

  const change = (next: Partial<AnnouncementDraft>, fields: string[]) => {
    setDraft((current) => ({ ...current, ...next }));
    clear(fields);
  };

  const uploadFile = (kind: 'image' | 'video', file: File) => {
    const field = kind === 'image' ? 'imageFile' : 'videoFile';
    change({}, [field]);
    setUploading(kind);
    upload.mutate(
      { kind, file },
      {
        onSuccess: (uploaded) =>
          change(kind === 'image' ? { image: uploaded.filePath } : { video: uploaded.filePath }, [
            kind === 'image' ? 'images.0' : 'video',
          ]),
        onError: (failure) =>
          setErrors((current) => ({
            ...current,
            [field]:
              failure instanceof ApiError
                ? (failure.violations[0]?.message ?? failure.message)
                : 'Choose a file to upload.',
          })),
        onSettled: () => setUploading(null),
      },
    );
  };

  const submit = async () => {
    const checked = announcementBody(draft);
    if (!checked.body) {
      refuse(checked.errors);
      return;
    }
    setErrors({});
    setGeneral(null);
    try {
      const saved = await save.mutateAsync({ id: announcement?.id ?? null, body: checked.body });
      const name = saved.translations.find((entry) => entry.locale === 'de')?.name ?? '';
      showSuccess(t(announcement ? 'saved.updated' : 'saved.created', { name }));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.violations.length > 0) refuse(error.fieldMessages);
      else setGeneral(error instanceof ApiError && error.status === 403 ? 'denied' : 'saveFailed');
    }
  };

  const busy = save.isPending || uploading !== null;
  const fieldErrors = Object.values(errors).filter((text) => text !== undefined).length;
  const imageMessage = message('imageFile') ?? message('images.0') ?? message('images');
  const videoMessage = message('videoFile') ?? message('video');
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${formId}-title`}
    >
      <DialogTitle id={`${formId}-title`}>
        {t(announcement ? 'form.editTitle' : 'form.createTitle')}
      </DialogTitle>
      <DialogContent dividers>
        <LongForm ref={form} id={formId} onSave={submit} spacing={2.5} data-testid="announcement-form">
          {ANNOUNCEMENT_LOCALES.map((locale) => (
            <Box key={locale} component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
              <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
                {t(`form.language.${locale}`)}
              </Typography>
              <TextField
                label={t('form.name', { language: t(`form.language.${locale}`) })}
                name={`name-${locale}`}
                value={draft.texts[locale].name}
                onChange={(event) =>
                  change(
                    {
                      texts: {
                        ...draft.texts,
                        [locale]: { ...draft.texts[locale], name: event.target.value },
                      },
                    },
                    [`translations.${locale}.name`],
                  )
                }
                required={locale === 'de'}
                fullWidth
                autoFocus={locale === 'de'}
                error={Boolean(message(`translations.${locale}.name`))}
                helperText={message(`translations.${locale}.name`)}
                slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_NAME_MAX_LENGTH } }}
              />
              <TextField
                label={t('form.text', { language: t(`form.language.${locale}`) })}
                name={`text-${locale}`}
                value={draft.texts[locale].text}
                onChange={(event) =>
                  change(
                    {
                      texts: {
                        ...draft.texts,
                        [locale]: { ...draft.texts[locale], text: event.target.value },
                      },
                    },
                    [`translations.${locale}.text`],
                  )
                }
                fullWidth
                multiline
                minRows={2}
                error={Boolean(message(`translations.${locale}.text`))}
                helperText={message(`translations.${locale}.text`)}
                slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_TEXT_MAX_LENGTH } }}
              />
            </Box>
          ))}

          <MediaField
            kind="image"
            label={t(draft.video ? 'form.poster' : 'form.image')}
            value={draft.image}
            preview={
              draft.image && (
                <Box
                  component="img"
                  src={thumbnailUrl(draft.image, 'small')}
                  alt={t('form.imagePreview')}
                  sx={{ height: 64, borderRadius: 1 }}
                  data-testid="announcement-image-preview"
                />
              )
            }
            uploading={uploading === 'image'}
            onFile={(file) => uploadFile('image', file)}
            onRemove={() => change({ image: null }, [])}
            message={imageMessage}
          />
          <MediaField
            kind="video"
            label={t('form.video')}
            value={draft.video}
            preview={
              draft.video && (
                <Box
                  component="video"
                  src={originalPhotographUrl(draft.video)}
                  poster={draft.image ? thumbnailUrl(draft.image, 'small') : undefined}
                  muted
                  playsInline
                  preload="metadata"
                  aria-label={t('form.videoPreview')}
                  sx={{ height: 64, width: 96, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
                  data-testid="announcement-video-preview"
                />
              )
            }
            uploading={uploading === 'video'}
            onFile={(file) => uploadFile('video', file)}
            onRemove={() => change({ video: null }, [])}
            message={videoMessage}
          />

          <TextField
            label={t('form.link')}
            name="link"
            value={draft.link}
            onChange={(event) => change({ link: event.target.value }, ['link'])}
            fullWidth
            error={Boolean(message('link'))}
            helperText={message('link') ?? t('form.linkHint')}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label={t('form.startsAt')}
              name="startsAt"
              type="datetime-local"
              value={draft.startsAt}
              onChange={(event) => change({ startsAt: event.target.value }, ['startsAt', 'endsAt'])}
              error={Boolean(message('startsAt'))}
              helperText={message('startsAt') ?? t('form.startsAtHint')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label={t('form.endsAt')}
              name="endsAt"
              type="datetime-local"
              value={draft.endsAt}
              onChange={(event) => change({ endsAt: event.target.value }, ['endsAt'])}
              error={Boolean(message('endsAt'))}
              helperText={message('endsAt') ?? t('form.endsAtHint')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Box>
          <TextField
            label={t('form.feedPosition')}
            name="feedPosition"
            type="number"
            value={draft.feedPosition}
            onChange={(event) => change({ feedPosition: event.target.value }, ['feedPosition'])}
            error={Boolean(message('feedPosition'))}
            helperText={
              message('feedPosition') ?? t('form.feedPositionHint', { max: ANNOUNCEMENT_MAX_FEED_POSITION })
            }
            slotProps={{ htmlInput: { min: 0, max: ANNOUNCEMENT_MAX_FEED_POSITION, step: 1 } }}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={draft.showInFeed}
                onChange={(event) => change({ showInFeed: event.target.checked }, ['showInFeed'])}
              />
            }
            label={t('form.showInFeed')}
          />
          {(fieldErrors > 0 || general) && (
            <Alert severity="error" role="alert" data-testid="announcement-form-errors">
              {t(general ? `errors.${general}` : 'errors.checkFields')}
            </Alert>
          )}
        </LongForm>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('form.cancel')}
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          disabled={busy}
          data-testid="announcement-save"
        >
          {t(save.isPending ? 'form.saving' : announcement ? 'form.save' : 'form.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
