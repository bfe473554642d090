import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_THUMBNAIL_IMAGES_COUNT } from '@retropics/domain/constants';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileChooseButton } from '../../../components/file-choose-button';
import { ApiError } from '../../../lib/hydra/hydra-client';
import { pickTranslation } from '../../../lib/i18n/pick-translation';
import { thumbnailUrl } from '../../../lib/media/image-urls';
import { useUploadAlbumCover } from '../../../lib/resources/image-galleries';
import { svgCoverUrl, useSvgTemplates } from '../../../lib/resources/svg-templates';
import type { AlbumCover } from '../album-draft';
import { UPLOAD_MESSAGES } from '../album-messages';

/** A photograph of the album that can fill the cover template. */
export interface CoverCandidate {
  id: number;
  filePath: string;
  originalName: string;
  translations: ReadonlyArray<{ locale: string; name: string }>;
}

interface CoverFieldProps {
  cover: AlbumCover;
  onChange: (cover: AlbumCover) => void;
  titleAlreadyInImage: boolean;
  onTitleAlreadyInImage: (value: boolean) => void;
  /** The album's photographs, in its order. */
  photographs: readonly CoverCandidate[];
  /** The saved album (its cover can be drawn); null before the first save. */
  album: { id: number; coverAccess: string | null } | null;
  /** The cover's message (the check, the server, the upload), already in the reader's language. */
  error: string | undefined;
  /** A message of the upload (English, as the server words it), or undefined to clear it. */
  onUploadError: (message: string | undefined) => void;
}

/** The cover drawn from the template, as the server will show it (spec §7 showSvg). */
function TemplatePreview({
  album,
  template,
  images,
}: {
  album: CoverFieldProps['album'];
  template: number;
  images: readonly number[];
}) {
  const { t } = useTranslation('album-form');
  const src = album ? svgCoverUrl(album.id, template, images, album.coverAccess) : null;
  const [failed, setFailed] = useState<string | null>(null);
  if (!src) return <Typography color="text.secondary">{t('cover.previewAfterSave')}</Typography>;
  if (failed === src) return <Typography color="text.secondary">{t('cover.previewUnavailable')}</Typography>;
  return (
    <Box
      component="img"
      src={src}
      alt={t('cover.previewAlt')}
      onError={() => setFailed(src)}
      data-testid="album-cover-preview"
      sx={{
        width: '100%',
        maxWidth: 560,
        aspectRatio: '3 / 2',
        objectFit: 'cover',
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    />
  );
}

/**
 * Spec §4: the cover is an SVG template filled with photographs of the album (the default) or an
 * uploaded image; with it the 'title already in image' switch.
 */
export function CoverField({
  cover,
  onChange,
  titleAlreadyInImage,
  onTitleAlreadyInImage,
  photographs,
  album,
  error,
  onUploadError,
}: CoverFieldProps) {
  const { t, i18n } = useTranslation('album-form');
  const id = useId();
  const templates = useSvgTemplates().data ?? [];
  const upload = useUploadAlbumCover();
  const template = templates.find((entry) => entry.id === cover.template) ?? templates[0];
  const imagesCount = template?.settings.imagesCount ?? DEFAULT_THUMBNAIL_IMAGES_COUNT;
  const full = cover.images.length >= imagesCount;

  const toggle = (photographId: number) => {
    const images = cover.images.includes(photographId)
      ? cover.images.filter((entry) => entry !== photographId)
      : [...cover.images, photographId].slice(0, imagesCount);
    onChange({ ...cover, images });
  };
  const chooseTemplate = (templateId: number) => {
    const count = templates.find((entry) => entry.id === templateId)?.settings.imagesCount;
    onChange({ ...cover, template: templateId, images: cover.images.slice(0, count ?? imagesCount) });
  };
  const uploadFile = (file: File) => {
    onUploadError(undefined);
    upload.mutate(file, {
      onSuccess: (uploaded) =>
        onChange({
          ...cover,
          useTemplate: false,
          upload: {
            filePath: uploaded.filePath,
            originalName: uploaded.originalName,
            previewUrl: uploaded.contentUrl,
          },
        }),
      onError: (failure) =>
        onUploadError(
          failure instanceof ApiError
            ? (failure.violations[0]?.message ?? failure.message)
            : UPLOAD_MESSAGES.chooseFile,
        ),
    });
  };
  const title = (photograph: CoverCandidate) =>
    pickTranslation(photograph.translations, i18n.language)?.name || photograph.originalName;

  return (
    <Stack spacing={2} aria-describedby={error ? `${id}-error` : undefined}>
      <RadioGroup
        aria-label={t('cover.kind')}
        value={cover.useTemplate ? 'template' : 'upload'}
        onChange={(event) => onChange({ ...cover, useTemplate: event.target.value === 'template' })}
        row
      >
        <FormControlLabel value="template" control={<Radio />} label={t('cover.template')} />
        <FormControlLabel value="upload" control={<Radio />} label={t('cover.upload')} />
      </RadioGroup>

      {cover.useTemplate ? (
        <>
          <TextField
            select
            label={t('cover.templateLabel')}
            value={template ? String(template.id) : ''}
            onChange={(event) => chooseTemplate(Number(event.target.value))}
            disabled={templates.length === 0}
            slotProps={{
              select: { SelectDisplayProps: { 'data-testid': 'album-cover-template' } as object },
            }}
          >
            {templates.map((entry, index) => (
              <MenuItem key={entry.id} value={String(entry.id)}>
                {index === 0 ? t('cover.defaultTemplate', { title: entry.title }) : entry.title}
              </MenuItem>
            ))}
          </TextField>

          <Box role="group" aria-labelledby={`${id}-pictures`}>
            <Typography id={`${id}-pictures`} component="p" variant="subtitle2" sx={{ mb: 0.5 }}>
              {t('cover.pictures', { chosen: cover.images.length, count: imagesCount })}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {photographs.length === 0
                ? t('cover.noPhotographs')
                : full
                  ? t('cover.full', { count: imagesCount })
                  : t('cover.picturesHint')}
            </Typography>
            <Box
              sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(84px, 1fr))', gap: 1 }}
              data-testid="album-cover-pictures"
            >
              {photographs.map((photograph) => {
                const order = cover.images.indexOf(photograph.id);
                const chosen = order >= 0;
                return (
                  <ButtonBase
                    key={photograph.id}
                    aria-pressed={chosen}
                    disabled={!chosen && full}
                    onClick={() => toggle(photograph.id)}
                    aria-label={t('cover.picture', { title: title(photograph) })}
                    sx={{
                      position: 'relative',
                      aspectRatio: '1',
                      borderRadius: 1,
                      overflow: 'hidden',
                      bgcolor: 'action.hover',
                      outline: chosen ? '3px solid' : 'none',
                      outlineColor: 'primary.main',
                      outlineOffset: -3,
                      opacity: !chosen && full ? 0.45 : 1,
                      '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.main' },
                    }}
                  >
                    <Box
                      component="img"
                      src={thumbnailUrl(photograph.filePath, 'list')}
                      alt=""
                      loading="lazy"
                      sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                    />
                    {chosen && (
                      <Box
                        aria-hidden
                        sx={{
                          position: 'absolute',
                          top: 4,
                          left: 4,
                          minWidth: 24,
                          height: 24,
                          borderRadius: 12,
                          display: 'grid',
                          placeItems: 'center',
                          bgcolor: 'primary.main',
                          color: 'primary.contrastText',
                          fontWeight: 700,
                          fontSize: '0.8rem',
                        }}
                      >
                        {order + 1}
                      </Box>
                    )}
                  </ButtonBase>
                );
              })}
            </Box>
          </Box>
          {template && <TemplatePreview album={album} template={template.id} images={cover.images} />}
        </>
      ) : (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <FileChooseButton
            label={t(upload.isPending ? 'cover.uploading' : cover.upload ? 'cover.replace' : 'cover.choose')}
            busy={upload.isPending}
            onFile={uploadFile}
            testId="album-cover-file"
          />
          <Typography variant="body2" color="text.secondary">
            {t('cover.uploadHint')}
          </Typography>
          {cover.upload ? (
            <Box
              component="img"
              src={cover.upload.previewUrl}
              alt={t('cover.uploadAlt', { name: cover.upload.originalName ?? cover.upload.filePath })}
              data-testid="album-cover-upload"
              sx={{ width: '100%', maxWidth: 560, borderRadius: 1 }}
            />
          ) : (
            <Typography color="text.secondary">{t('cover.noUpload')}</Typography>
          )}
        </Stack>
      )}

      {error && (
        <Alert severity="error" id={`${id}-error`} data-testid="album-cover-error">
          {error}
        </Alert>
      )}

      <FormControlLabel
        control={
          <Switch
            checked={titleAlreadyInImage}
            onChange={(event) => onTitleAlreadyInImage(event.target.checked)}
          />
        }
        label={t('cover.titleAlreadyInImage')}
      />
    </Stack>
  );
}
