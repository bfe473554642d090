import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LOCALES, type Locale } from '@retropics/domain/constants';
import { NARRATION_MESSAGES } from '@retropics/domain/contracts/narration.contract';
import { canAddPhotographVersions } from '@retropics/domain/permissions';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { viewerOfToken } from '../../../components/comments/comment-rights';
import { FormSection } from '../../../components/form/form-section';
import { useSession } from '../../../lib/auth/session-store';
import { ApiError } from '../../../lib/hydra/hydra-client';
import { preloadNamespace } from '../../../lib/i18n/preload-namespace';
import { narrationUrl } from '../../../lib/media/use-narration';
import {
  type RecordedNarration,
  useRecordedNarrations,
  useRecordNarration,
  useRemoveNarration,
} from '../../../lib/resources/narrations';
import type { EditablePhotograph } from '../../../lib/resources/photographs';
import { showError, showSuccess } from '../../../lib/snackbar/snackbar-store';

preloadNamespace('narration');

/** What the file picker offers; the server decides by the file's first bytes. */
const AUDIO_ACCEPT = 'audio/*,.ogg,.opus,.mp3,.m4a,.wav,.webm';

interface LanguageRowProps {
  photograph: Pick<EditablePhotograph, 'id' | 'audioLocales'>;
  locale: Locale;
  recorded: RecordedNarration | undefined;
}

/** One language: what plays now (recording, computer voice or nothing), a preview, upload and remove. */
function LanguageRow({ photograph, locale, recorded }: LanguageRowProps) {
  const { t } = useTranslation('narration');
  const input = useRef<HTMLInputElement>(null);
  const record = useRecordNarration();
  const remove = useRemoveNarration();
  const busy = record.isPending || remove.isPending;
  const language = t(`section.language.${locale}`);
  const synthesised = !recorded && photograph.audioLocales.includes(locale);
  const preview = recorded ? recorded.contentUrl : synthesised ? narrationUrl(locale, photograph.id) : null;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    try {
      await record.mutateAsync({ photographId: photograph.id, locale, file });
      showSuccess(t('section.uploaded', { language }));
    } catch (error) {
      const refused = error instanceof ApiError ? error.violations[0]?.message : undefined;
      if (refused === NARRATION_MESSAGES.notAudio) showError(t('section.notAudio'));
      else if (error instanceof ApiError && error.status === 413) showError(t('section.tooLarge'));
      else showError(t('section.failed'));
    }
  };
  const removeRecording = async () => {
    try {
      await remove.mutateAsync({ photographId: photograph.id, locale });
      showSuccess(t('section.removed', { language }));
    } catch {
      showError(t('section.removeFailed'));
    }
  };

  return (
    <Box
      component="li"
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}
      data-testid={`narration-${locale}`}
    >
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {language}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid={`narration-${locale}-state`}>
        {t(recorded ? 'section.recorded' : synthesised ? 'section.synthesised' : 'section.none')}
      </Typography>
      {preview && (
        // biome-ignore lint/a11y/useMediaCaption: a spoken narration of the texts shown above it; its words are those texts
        <audio
          controls
          preload="none"
          src={preview}
          aria-label={t('section.preview', { language })}
          style={{ display: 'block', width: '100%', maxWidth: 420, marginTop: 8 }}
        />
      )}
      <input
        ref={input}
        type="file"
        accept={AUDIO_ACCEPT}
        hidden
        disabled={busy}
        data-testid={`narration-${locale}-file`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          void upload(file);
        }}
      />
      <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
        <Button
          type="button"
          onClick={() => input.current?.click()}
          variant="outlined"
          startIcon={<UploadFileOutlinedIcon />}
          disabled={busy}
          aria-label={`${t(recorded ? 'section.replace' : 'section.upload')} (${language})`}
        >
          {record.isPending ? t('section.uploading') : t(recorded ? 'section.replace' : 'section.upload')}
        </Button>
        {recorded && (
          <Button
            type="button"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            disabled={busy}
            onClick={() => void removeRecording()}
            aria-label={`${t('section.remove')} (${language})`}
          >
            {t('section.remove')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}

/**
 * Issue 20: the editors' part of the photograph form for its audio narration, per language (spec
 * §6: `canAddPhotographVersions`, editors and admins). Recording, replacing and removing take
 * effect at once, apart from the form's save.
 */
export function NarrationSection({
  photograph,
}: {
  photograph: Pick<EditablePhotograph, 'id' | 'audioLocales'>;
}) {
  const { t } = useTranslation('narration');
  const viewer = viewerOfToken(useSession().user);
  const allowed = canAddPhotographVersions(viewer);
  const recorded = useRecordedNarrations(photograph.id, allowed);
  if (!allowed) return null;
  return (
    <FormSection title={t('section.title')} testId="photograph-edit-narration">
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('section.intro')} {t('section.hint')}
      </Typography>
      {recorded.isError && (
        <Typography variant="body2" color="error" role="alert">
          {t('section.loadFailed')}
        </Typography>
      )}
      <Box component="ul" sx={{ m: 0, p: 0 }}>
        {LOCALES.map((locale) => (
          <LanguageRow
            key={locale}
            photograph={photograph}
            locale={locale}
            recorded={recorded.data?.find((narration) => narration.locale === locale)}
          />
        ))}
      </Box>
    </FormSection>
  );
}
