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
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileChooseButton } from '../../../components/file-choose-button';
import { LongForm } from '../../../components/form/long-form';
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
  type AnnouncementErrors,
  announcementBody,
  announcementMessageKey,
  draftOf,
} from './announcement-draft';

/** The picture types the announcement's image upload takes. */
const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

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
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<AnnouncementDraft>(() => draftOf(announcement));
  const [errors, setErrors] = useState<AnnouncementErrors>({});
  const [general, setGeneral] = useState<'saveFailed' | 'denied' | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const save = useSaveAnnouncement();
  const upload = useUploadAnnouncementMedia();
  const [uploading, setUploading] = useState<'image' | 'video' | null>(null);

  useEffect(() => {
    if (focusRequest === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const message = (field: string) => {
    const text = errors[field];
    return text === undefined ? undefined : t(announcementMessageKey(text));
  };
  const change = (next: Partial<AnnouncementDraft>, fields: string[]) => {
    setDraft((current) => ({ ...current, ...next }));
    setErrors((current) => {
      const rest = { ...current };
      for (const field of fields) delete rest[field];
      return rest;
    });
  };
  const refuse = (byField: AnnouncementErrors) => {
    setErrors(byField);
    setFocusRequest((count) => count + 1);
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

          <Box
            role="group"
            aria-labelledby={`${formId}-image-label`}
            aria-describedby={`${formId}-image-hint`}
          >
            <Typography
              id={`${formId}-image-label`}
              component="span"
              variant="body2"
              sx={{ display: 'block', mb: 1 }}
            >
              {t(draft.video ? 'form.poster' : 'form.image')}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
              {draft.image ? (
                <Box
                  component="img"
                  src={thumbnailUrl(draft.image, 'small')}
                  alt={t('form.imagePreview')}
                  sx={{ height: 64, borderRadius: 1 }}
                  data-testid="announcement-image-preview"
                />
              ) : (
                <Typography color="text.secondary" sx={{ fontSize: '0.9rem' }}>
                  {t('form.noImage')}
                </Typography>
              )}
              <FileChooseButton
                label={t(
                  uploading === 'image'
                    ? 'form.uploading'
                    : draft.image
                      ? 'form.imageReplace'
                      : 'form.imageChoose',
                )}
                busy={uploading === 'image'}
                onFile={(file) => uploadFile('image', file)}
                testId="announcement-image-file"
                accept={IMAGE_TYPES}
              />
              {draft.image && (
                <Button
                  color="inherit"
                  startIcon={<DeleteOutlineIcon />}
                  onClick={() => change({ image: null }, [])}
                >
                  {t('form.imageRemove')}
                </Button>
              )}
            </Box>
            <FormHelperText id={`${formId}-image-hint`} error={Boolean(imageMessage)}>
              {imageMessage ?? t('form.imageHint')}
            </FormHelperText>
          </Box>

          <Box
            role="group"
            aria-labelledby={`${formId}-video-label`}
            aria-describedby={`${formId}-video-hint`}
          >
            <Typography
              id={`${formId}-video-label`}
              component="span"
              variant="body2"
              sx={{ display: 'block', mb: 1 }}
            >
              {t('form.video')}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
              {draft.video ? (
                <Box
                  component="video"
                  src={originalPhotographUrl(draft.video)}
                  muted
                  playsInline
                  preload="metadata"
                  aria-label={t('form.videoPreview')}
                  sx={{ height: 64, borderRadius: 1 }}
                  data-testid="announcement-video-preview"
                />
              ) : (
                <Typography color="text.secondary" sx={{ fontSize: '0.9rem' }}>
                  {t('form.noVideo')}
                </Typography>
              )}
              <FileChooseButton
                label={t(
                  uploading === 'video'
                    ? 'form.uploading'
                    : draft.video
                      ? 'form.videoReplace'
                      : 'form.videoChoose',
                )}
                busy={uploading === 'video'}
                onFile={(file) => uploadFile('video', file)}
                testId="announcement-video-file"
                accept="video/mp4"
              />
              {draft.video && (
                <Button
                  color="inherit"
                  startIcon={<DeleteOutlineIcon />}
                  onClick={() => change({ video: null }, [])}
                >
                  {t('form.videoRemove')}
                </Button>
              )}
            </Box>
            <FormHelperText id={`${formId}-video-hint`} error={Boolean(videoMessage)}>
              {videoMessage ?? t('form.videoHint')}
            </FormHelperText>
          </Box>

          <TextField
            label={t('form.link')}
            name="link"
            value={draft.link}
            onChange={(event) => change({ link: event.target.value }, ['link'])}
            fullWidth
            placeholder="/collections"
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
