import 'react-image-crop/dist/ReactCrop.css';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { PERSON_SELECTION } from '@retropics/domain/constants';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReactCrop } from 'react-image-crop';
import { mediaQueries } from '../../lib/layout/breakpoints';
import { useMatchMedia } from '../../lib/layout/use-media-query';
import { thumbnailUrl } from '../../lib/media/image-urls';
import type { FractionBox } from '../comment-form/box-geometry';
import { boxOfFrame, defaultFrame, framedToAspect, type PercentFrame } from './crop-geometry';
import { cutCrop } from './cut-crop';

export interface CroppedPerson {
  /** Where the person is, in fractions of the side (the Person comment's box). */
  box: FractionBox;
  /** The crop as a JPEG data URL. */
  dataUrl: string;
  /** The frame as it was, to come back to it. */
  frame: PercentFrame;
}

interface CropperStepProps {
  /** The dialog's title and description ids (one dialog holds every step). */
  titleId: string;
  hintId: string;
  /** The side shown in the viewer (front or back). */
  filePath: string;
  /** The frame to start with (a face's box, or the frame chosen before); else spec §4's 350 × 350. */
  initialFrame: PercentFrame | null;
  /** The middle of what the viewer showed, so the first frame is where the person looked. */
  centre: { x: number; y: number } | undefined;
  onCancel(): void;
  onConfirm(crop: CroppedPerson): void;
  /**
   * The frame's fixed shape (width / height of the picture's pixels), e.g. a print format;
   * unset: free. The first frame is fitted to it.
   */
  aspect?: number;
  /** Texts of another use than naming a person (the print's section); default: 'Select Person'. */
  texts?: { title: string; hint: string; picture: string; frame: string };
  /** false: only the frame is wanted, nothing is cut out of the picture (dataUrl stays ''). */
  cut?: boolean;
}

/**
 * Spec §2 cropper modal 'Select Person': a frame over the shown side, moved and resized by mouse,
 * touch (react-image-crop's pointer events) and keys (arrows on the frame move it, on a corner or
 * edge resize it; Shift for bigger steps). OK cuts the crop out of the 'big' thumbnail.
 */
export function CropperStep({
  titleId,
  hintId,
  filePath,
  initialFrame,
  centre,
  onCancel,
  onConfirm,
  aspect,
  texts,
  cut = true,
}: CropperStepProps) {
  const { t } = useTranslation('people');
  const fullScreen = useMatchMedia(mediaQueries.mobile);
  const image = useRef<HTMLImageElement | null>(null);
  const [frame, setFrame] = useState<PercentFrame | null>(initialFrame);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [cutFailed, setCutFailed] = useState(false);

  const confirm = () => {
    if (!image.current || !frame) return;
    const box = boxOfFrame(frame);
    try {
      onConfirm({ box, dataUrl: cut ? cutCrop(image.current, box) : '', frame });
    } catch {
      setCutFailed(true);
    }
  };

  const percent = (value: number) => Math.round(value);
  return (
    <Box sx={{ display: 'contents' }} data-testid="person-cropper">
      <DialogTitle id={titleId}>{texts?.title ?? t('cropper.title')}</DialogTitle>
      <DialogContent sx={{ pb: 1 }}>
        <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          {texts?.hint ?? t('cropper.hint')}
        </Typography>
        <Box
          sx={{
            position: 'relative',
            display: 'grid',
            placeItems: 'center',
            minHeight: 200,
            bgcolor: '#000',
            borderRadius: 1,
            // react-image-crop's look in ours: the focused frame in the theme's colour, big corners for fingers.
            '--rc-focus-color': (theme) => theme.palette.primary.main,
            '--rc-drag-handle-mobile-size': '32px',
          }}
          data-testid="person-cropper-stage"
          data-frame={frame ? JSON.stringify(boxOfFrame(frame)) : undefined}
        >
          {state === 'failed' ? (
            <Alert severity="error" sx={{ m: 2 }}>
              {t('cropper.loadFailed')}
            </Alert>
          ) : (
            <ReactCrop
              crop={frame ?? undefined}
              onChange={(_, next) => setFrame(next)}
              keepSelection
              {...(aspect ? { aspect } : {})}
              minWidth={PERSON_SELECTION.minCropPx}
              minHeight={PERSON_SELECTION.minCropPx}
              ariaLabels={{
                cropArea: texts?.frame ?? t('cropper.frame'),
                nwDragHandle: t('cropper.handles.nw'),
                nDragHandle: t('cropper.handles.n'),
                neDragHandle: t('cropper.handles.ne'),
                eDragHandle: t('cropper.handles.e'),
                seDragHandle: t('cropper.handles.se'),
                sDragHandle: t('cropper.handles.s'),
                swDragHandle: t('cropper.handles.sw'),
                wDragHandle: t('cropper.handles.w'),
              }}
              // The picture takes its height from here (react-image-crop's CSS: max-height: inherit), so the
              // whole side stays in view with the title, hint and buttons around it.
              style={{
                maxWidth: '100%',
                maxHeight: fullScreen ? 'calc(100dvh - 250px)' : 'min(calc(100vh - 340px), 700px)',
              }}
            >
              <Box
                component="img"
                ref={image}
                src={thumbnailUrl(filePath, 'big', 'jpeg')}
                alt={texts?.picture ?? t('cropper.picture')}
                onLoad={(event) => {
                  const shown = event.currentTarget;
                  const size = { width: shown.width, height: shown.height };
                  setFrame((current) => {
                    const first = current ?? defaultFrame(size, centre);
                    return aspect ? framedToAspect(first, aspect, size) : first;
                  });
                  setState('ready');
                }}
                onError={() => setState('failed')}
              />
            </ReactCrop>
          )}
          {state === 'loading' && (
            <CircularProgress aria-label={t('cropper.loading')} sx={{ position: 'absolute' }} />
          )}
        </Box>
        {frame && state === 'ready' && (
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
            {t('cropper.size', { width: percent(frame.width), height: percent(frame.height) })}
          </Typography>
        )}
        {cutFailed && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {t('cropper.cutFailed')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('actions.cancel')}</Button>
        <Button
          variant="contained"
          onClick={confirm}
          disabled={state !== 'ready' || !frame}
          data-testid="person-cropper-ok"
        >
          {t('actions.ok')}
        </Button>
      </DialogActions>
    </Box>
  );
}
