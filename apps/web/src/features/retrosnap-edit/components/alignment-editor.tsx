import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import RotateLeftIcon from '@mui/icons-material/RotateLeft';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { AlignedPicture } from '../../../components/aligned-picture/aligned-picture';
import { type Retrosnap, useUpdateRetrosnap } from '../../../lib/resources/retrosnaps';
import { showError, showSuccess } from '../../../lib/snackbar/snackbar-store';
import {
  ALIGNMENT_STEPS,
  type AlignmentDraft,
  type AlignmentStep,
  adjustmentOf,
  alignmentDraft,
  alignmentStatus,
  applyAdjustment,
  dragAdjustment,
  type PairRatios,
  stepOfKey,
} from '../alignment-draft';

const STEP_ICONS: Record<AlignmentStep, ReactNode> = {
  left: <ArrowBackIcon />,
  right: <ArrowForwardIcon />,
  up: <ArrowUpwardIcon />,
  down: <ArrowDownwardIcon />,
  smaller: <ZoomOutIcon />,
  bigger: <ZoomInIcon />,
  rotateLeft: <RotateLeftIcon />,
  rotateRight: <RotateRightIcon />,
};

const INITIAL_OPACITY = 50;

interface AlignmentEditorProps {
  retrosnap: Retrosnap;
  retrosnapSrc: string;
  photograph: { src: string; ratio: number };
}

/**
 * Hand alignment (issue 17 'line-up help'): the historic photograph half-transparent over the
 * RetroSnap where the alignment puts it, moved by buttons, keys or dragging, scaled and rotated;
 * saved as the author's own alignment, or given back to the automatic one.
 */
export function AlignmentEditor({ retrosnap, retrosnapSrc, photograph }: AlignmentEditorProps) {
  const { t } = useTranslation('retrosnaps');
  const helpId = useId();
  const update = useUpdateRetrosnap();
  const ratios: PairRatios = { photograph: photograph.ratio, retrosnap: retrosnap.ratio };
  const stored = retrosnap.alignment;
  const storedKey = `${stored.state}:${JSON.stringify(stored.homography)}`;
  const [draft, setDraft] = useState<AlignmentDraft>(() => alignmentDraft(stored, ratios));
  const [loaded, setLoaded] = useState(storedKey);
  const [opacity, setOpacity] = useState(INITIAL_OPACITY);
  const surface = useRef<HTMLDivElement | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const drag = useRef<{ x: number; y: number } | null>(null);

  // A new stored alignment (the matcher finished, or a save) replaces a draft nobody touched.
  if (loaded !== storedKey) {
    setLoaded(storedKey);
    if (!draft.changed) setDraft(alignmentDraft(stored, ratios));
  }

  useLayoutEffect(() => {
    const element = surface.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const step = (name: AlignmentStep, coarse = false) =>
    setDraft((current) => applyAdjustment(current, adjustmentOf(name, coarse), ratios));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const name = stepOfKey(event.key);
    if (!name) return;
    event.preventDefault();
    step(name, event.shiftKey);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current;
    if (!from) return;
    drag.current = { x: event.clientX, y: event.clientY };
    const moved = dragAdjustment(event.clientX - from.x, event.clientY - from.y, size.height);
    setDraft((current) => applyAdjustment(current, moved, ratios));
  };
  const endDrag = () => {
    drag.current = null;
  };

  const save = async () => {
    try {
      await update.mutateAsync({ id: retrosnap.id, alignment: { homography: [...draft.homography] } });
      setDraft((current) => ({ ...current, changed: false }));
      showSuccess(t('alignment.saved'));
    } catch {
      showError(t('alignment.saveFailed'));
    }
  };
  const restoreAutomatic = async () => {
    try {
      const answer = await update.mutateAsync({ id: retrosnap.id, alignment: null });
      setDraft(alignmentDraft(answer.alignment, ratios));
      showSuccess(t('alignment.automaticUsed'));
    } catch {
      showError(t('alignment.saveFailed'));
    }
  };

  const status = alignmentStatus(stored);
  const busy = update.isPending;

  return (
    <Stack spacing={2}>
      <Typography role="status" data-testid="alignment-state" data-state={stored.state}>
        {t(status.key, status.values)}
        {draft.changed && ` — ${t('alignment.unsaved')}`}
      </Typography>
      <Box
        ref={surface}
        role="group"
        tabIndex={0}
        aria-label={t('alignment.surface')}
        aria-describedby={helpId}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        data-testid="alignment-surface"
        data-homography={draft.homography.join(',')}
        sx={{
          position: 'relative',
          // As wide as there is room for, but never taller than 70 % of the screen.
          width: `min(100%, calc(70vh * ${retrosnap.ratio}))`,
          mx: 'auto',
          aspectRatio: `${retrosnap.ratio}`,
          overflow: 'hidden',
          bgcolor: '#000',
          cursor: 'move',
          touchAction: 'none',
          userSelect: 'none',
          outline: 'none',
          '&:focus-visible': { boxShadow: (theme) => `0 0 0 3px ${theme.palette.primary.main}` },
        }}
      >
        <Box
          component="img"
          src={retrosnapSrc}
          alt=""
          draggable={false}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'fill' }}
        />
        {size.width > 0 && (
          <AlignedPicture
            src={photograph.src}
            homography={draft.homography}
            width={size.width}
            height={size.height}
            opacity={opacity / 100}
            data-testid="alignment-photograph"
          />
        )}
      </Box>
      <Typography id={helpId} variant="body2" sx={{ color: 'text.secondary' }}>
        {t('alignment.help')}
      </Typography>
      {draft.refused && (
        <Alert severity="warning" data-testid="alignment-refused">
          {t('alignment.refused')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, maxWidth: 480 }}>
        <Typography variant="body2" sx={{ flex: 'none' }} aria-hidden="true">
          {t('alignment.opacity')}
        </Typography>
        <Slider
          value={opacity}
          onChange={(_, value) => setOpacity(value as number)}
          min={0}
          max={100}
          step={10}
          size="small"
          slotProps={{
            input: {
              'aria-label': t('alignment.opacity'),
              'aria-valuetext': t('alignment.opacityValue', { value: opacity }),
            },
          }}
          data-testid="alignment-opacity"
        />
      </Box>
      <Box
        role="toolbar"
        aria-label={t('alignment.steps')}
        sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
      >
        {/* Moving, then scaling and turning: a phone shows the two groups as two rows of four. */}
        {[ALIGNMENT_STEPS.slice(0, 4), ALIGNMENT_STEPS.slice(4)].map((group) => (
          <Box key={group.join()} sx={{ display: 'flex' }}>
            {group.map((name) => (
              <Tooltip key={name} title={t(`alignment.step.${name}`)}>
                <IconButton
                  onClick={(event) => step(name, event.shiftKey)}
                  aria-label={t(`alignment.step.${name}`)}
                  data-testid={`alignment-${name}`}
                >
                  {STEP_ICONS[name]}
                </IconButton>
              </Tooltip>
            ))}
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={busy || !draft.changed}
          data-testid="alignment-save"
        >
          {t('alignment.save')}
        </Button>
        <Button
          onClick={() => setDraft(alignmentDraft(stored, ratios))}
          disabled={busy || !draft.changed}
          data-testid="alignment-reset"
        >
          {t('alignment.reset')}
        </Button>
        <Button
          onClick={() => void restoreAutomatic()}
          disabled={busy || stored.state !== 'manual'}
          data-testid="alignment-automatic"
        >
          {t('alignment.useAutomatic')}
        </Button>
      </Box>
    </Stack>
  );
}
