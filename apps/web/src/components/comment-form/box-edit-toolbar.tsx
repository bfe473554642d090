import CheckIcon from '@mui/icons-material/Check';
import RotateLeftIcon from '@mui/icons-material/RotateLeft';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { applyBoxKey, boxKeyAction, type FractionBox, ROTATE_STEP_DEGREES, rotateBox } from './box-geometry';

interface BoxEditToolbarProps {
  box: FractionBox;
  onChange(box: FractionBox): void;
  onConfirm(): void;
  onAbort(): void;
  /** The viewer's own rotation: arrow keys move the box the way they point on screen. */
  viewerDegrees: number;
}

/** Elements that use the arrow keys themselves. */
const OWN_KEYS = 'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="slider"]';

const percent = (fraction: number) => Math.round(fraction * 1000) / 10;

/**
 * Spec §4 box-edit mode: what the keys do (written out, as the hint says), turning by buttons, OK
 * and abort. The rectangle itself is dragged on the picture; this bar drives it from the keyboard.
 */
export function BoxEditToolbar({ box, onChange, onConfirm, onAbort, viewerDegrees }: BoxEditToolbarProps) {
  const { t } = useTranslation('annotate');
  const hintId = useId();
  const okRef = useRef<HTMLButtonElement | null>(null);
  const latest = useRef({ box, onChange, onAbort, viewerDegrees });
  latest.current = { box, onChange, onAbort, viewerDegrees };

  // The keys work wherever the focus is on the screen (picture, this bar); captured first, so the
  // viewer's own arrow keys (pan) and R (turn the picture) do not act as well.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(OWN_KEYS) || target?.closest('[role="dialog"]')) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        latest.current.onAbort();
        return;
      }
      const action = boxKeyAction(event);
      if (!action) return;
      event.preventDefault();
      event.stopPropagation();
      const current = latest.current;
      current.onChange(applyBoxKey(current.box, action, current.viewerDegrees));
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, []);

  // The bar takes the focus when it opens, so the keys are announced and work at once.
  useEffect(() => {
    okRef.current?.focus();
  }, []);

  return (
    <Box
      role="group"
      aria-label={t('boxEdit.label')}
      aria-describedby={hintId}
      data-testid="box-edit-toolbar"
      sx={{
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderRadius: 2,
        boxShadow: 8,
        p: 1.5,
        maxWidth: 1000,
        mx: 'auto',
        // One column on a phone; on wider screens the texts beside the buttons, so the bar stays low.
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr auto' },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
        <Typography variant="subtitle2" component="h2">
          {t('boxEdit.label')}
        </Typography>
        <Typography
          id={hintId}
          variant="body2"
          color="text.secondary"
          sx={{ fontSize: { xs: '0.8rem', sm: '0.875rem' } }}
        >
          {t('boxEdit.hint')}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          aria-live="polite"
          data-testid="box-edit-status"
          data-box={JSON.stringify(box)}
        >
          {t('boxEdit.status', {
            x: percent(box.x),
            y: percent(box.y),
            width: percent(box.width),
            height: percent(box.height),
            degrees: box.degrees,
          })}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Tooltip title={t('boxEdit.rotateLeft')}>
          <IconButton
            aria-label={t('boxEdit.rotateLeft')}
            onClick={() => onChange(rotateBox(box, -ROTATE_STEP_DEGREES))}
            data-testid="box-edit-rotate-left"
          >
            <RotateLeftIcon />
          </IconButton>
        </Tooltip>
        <Typography variant="body2" sx={{ minWidth: 48, textAlign: 'center' }} aria-hidden>
          {t('boxEdit.degrees', { degrees: box.degrees })}
        </Typography>
        <Tooltip title={t('boxEdit.rotateRight')}>
          <IconButton
            aria-label={t('boxEdit.rotateRight')}
            onClick={() => onChange(rotateBox(box, ROTATE_STEP_DEGREES))}
            data-testid="box-edit-rotate-right"
          >
            <RotateRightIcon />
          </IconButton>
        </Tooltip>
        <Box sx={{ flex: 1 }} />
        <Button onClick={onAbort} color="inherit" data-testid="box-edit-abort">
          {t('boxEdit.abort')}
        </Button>
        <Button
          ref={okRef}
          variant="contained"
          startIcon={<CheckIcon />}
          onClick={onConfirm}
          data-testid="box-edit-ok"
        >
          {t('boxEdit.ok')}
        </Button>
      </Box>
    </Box>
  );
}
