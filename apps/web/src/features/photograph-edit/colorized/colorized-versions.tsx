import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import PaletteOutlinedIcon from '@mui/icons-material/PaletteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ColorizedSide } from '@retropics/domain/contracts/colorized.contract';
import { canAddPhotographVersions } from '@retropics/domain/permissions';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { viewerOfToken } from '../../../components/comments/comment-rights';
import { ConfirmDialog } from '../../../components/form/confirm-dialog';
import { FormSection } from '../../../components/form/form-section';
import { useSession } from '../../../lib/auth/session-store';
import { preloadNamespace } from '../../../lib/i18n/preload-namespace';
import { thumbnailUrl } from '../../../lib/media/image-urls';
import { useRemoveColorized, useSaveColorized } from '../../../lib/resources/colorized';
import type { EditablePhotograph } from '../../../lib/resources/photographs';
import { showSuccess } from '../../../lib/snackbar/snackbar-store';
import { type ColorizedProblem, problemOfError, problemText, ratioProblem } from './colorized-messages';

preloadNamespace('colorized');

type Photograph = Pick<
  EditablePhotograph,
  | 'id'
  | 'filePath'
  | 'backFilePath'
  | 'size'
  | 'backSize'
  | 'isBlackAndWhite'
  | 'hasColorized'
  | 'hasColorizedBack'
>;

const ACCEPTED = 'image/jpeg,image/png';

/** The picture's upright size as the browser decodes it; null when it is no picture it can read. */
async function pictureSize(file: File) {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

const previewSx = {
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
  bgcolor: 'action.hover',
  borderRadius: 1,
  display: 'block',
} as const;

/** One side: the original beside its colorized version, and the upload, replace and remove actions. */
function ColorizedSideCard({ photograph, side }: { photograph: Photograph; side: ColorizedSide }) {
  const { t } = useTranslation('colorized');
  const headingId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const save = useSaveColorized();
  const remove = useRemoveColorized();
  const [problem, setProblem] = useState<ColorizedProblem | null>(null);
  const [confirming, setConfirming] = useState(false);
  // The address stays when a version is replaced: a new query makes the preview load the new one.
  const [version, setVersion] = useState(0);
  const filePath = side === 'front' ? photograph.filePath : (photograph.backFilePath as string);
  const size = side === 'front' ? photograph.size : photograph.backSize;
  const exists = side === 'front' ? photograph.hasColorized : photograph.hasColorizedBack;
  const busy = save.isPending || remove.isPending;
  const sideName = t(`sides.${side}`);

  const upload = async (file: File) => {
    setProblem(null);
    const picture = file.type === 'image/jpeg' || file.type === 'image/png' ? await pictureSize(file) : null;
    if (!picture) {
      setProblem({ key: 'notAnImage' });
      return;
    }
    const mismatch = size ? ratioProblem(picture, size) : null;
    if (mismatch) {
      setProblem(mismatch);
      return;
    }
    try {
      await save.mutateAsync({ id: photograph.id, side, file });
      setVersion((n) => n + 1);
      showSuccess(t(exists ? 'replaced' : 'saved', { side: sideName }));
    } catch (error) {
      setProblem(problemOfError(error));
    }
  };

  const removeVersion = async () => {
    setProblem(null);
    try {
      await remove.mutateAsync({ id: photograph.id, side });
      setConfirming(false);
      showSuccess(t('removed', { side: sideName }));
    } catch (error) {
      setConfirming(false);
      setProblem(problemOfError(error));
    }
  };

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ flex: '1 1 0', minWidth: 0 }}
      data-testid={`colorized-${side}`}
    >
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {sideName}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        <Box component="figure" sx={{ m: 0, flex: '1 1 0', minWidth: 0 }}>
          <Box
            component="img"
            src={thumbnailUrl(filePath, 'list')}
            alt={t('preview.original', { side: sideName })}
            sx={previewSx}
          />
          <Typography component="figcaption" variant="body2" sx={{ mt: 0.5 }}>
            {t('preview.originalCaption')}
          </Typography>
        </Box>
        <Box component="figure" sx={{ m: 0, flex: '1 1 0', minWidth: 0 }}>
          {exists ? (
            <Box
              component="img"
              src={`${thumbnailUrl(`colorized.${filePath}`, 'list')}${version > 0 ? `?v=${version}` : ''}`}
              alt={t('preview.colorized', { side: sideName })}
              sx={previewSx}
              data-testid={`colorized-${side}-preview`}
            />
          ) : (
            <Box sx={{ ...previewSx, display: 'grid', placeItems: 'center', p: 1, textAlign: 'center' }}>
              <Typography variant="body2" color="text.secondary">
                {t('preview.none')}
              </Typography>
            </Box>
          )}
          <Typography component="figcaption" variant="body2" sx={{ mt: 0.5 }}>
            {t('preview.colorizedCaption')}
          </Typography>
        </Box>
      </Box>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED}
        hidden
        aria-hidden
        tabIndex={-1}
        data-testid={`colorized-${side}-file`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<PaletteOutlinedIcon />}
          onClick={() => input.current?.click()}
          disabled={busy}
          aria-describedby={problem ? errorId : undefined}
          data-testid={`colorized-${side}-upload`}
        >
          {t(save.isPending ? 'actions.uploading' : exists ? 'actions.replace' : 'actions.upload', {
            side: sideName,
          })}
        </Button>
        {exists && (
          <Button
            color="error"
            startIcon={<DeleteOutlineIcon />}
            onClick={() => setConfirming(true)}
            disabled={busy}
            aria-haspopup="dialog"
            data-testid={`colorized-${side}-remove`}
          >
            {t('actions.remove', { side: sideName })}
          </Button>
        )}
      </Stack>
      {problem && (
        <Alert id={errorId} severity="error" sx={{ mt: 1.5 }} data-testid={`colorized-${side}-error`}>
          {problemText(t, problem, side)}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        question={t('confirmRemove.question', { side: sideName })}
        detail={t('confirmRemove.detail')}
        confirmLabel={t('confirmRemove.yes')}
        cancelLabel={t('confirmRemove.no')}
        busy={remove.isPending}
        onConfirm={() => void removeVersion()}
        onCancel={() => setConfirming(false)}
        data-testid={`confirm-remove-colorized-${side}`}
      />
    </Box>
  );
}

/**
 * Issue 20 part 5: editors and admins add, replace and remove the colorized version of a
 * black-and-white photograph's front and back (saved at once, apart from the form's own save).
 */
export function ColorizedVersions({ photograph }: { photograph: Photograph }) {
  const { t } = useTranslation('colorized');
  const viewer = viewerOfToken(useSession().user);
  if (!canAddPhotographVersions(viewer)) return null;
  return (
    <FormSection title={t('title')} testId="colorized-versions">
      {photograph.isBlackAndWhite ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('intro')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <ColorizedSideCard photograph={photograph} side="front" />
            {photograph.backFilePath && <ColorizedSideCard photograph={photograph} side="back" />}
          </Stack>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('notBlackAndWhite')}
        </Typography>
      )}
    </FormSection>
  );
}
