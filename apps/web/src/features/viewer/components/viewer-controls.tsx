import ColorLensOutlinedIcon from '@mui/icons-material/ColorLensOutlined';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import TuneIcon from '@mui/icons-material/Tune';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Popover from '@mui/material/Popover';
import Slider from '@mui/material/Slider';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { VIEWER } from '@retropics/domain/constants';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { thumbnailUrl } from '../../../lib/media/image-urls';
import { type Adjustments, NEUTRAL_ADJUSTMENTS } from '../image-adjustments';

interface ViewerControlsProps {
  /** A column over the picture's left edge, or a row under the picture (phones). */
  orientation: 'vertical' | 'horizontal';
  onZoomIn(): void;
  onZoomOut(): void;
  onZoomTotal(): void;
  onZoomOneToOne(): void;
  onRotate(): void;
  adjustments: Adjustments;
  onAdjust(adjustments: Adjustments): void;
  /** The other side's file, for the flip button's thumbnail; null without a back side. */
  otherSide: { filePath: string; isBack: boolean } | null;
  onFlip(): void;
  colorized: { on: boolean } | null;
  onToggleColor(): void;
  faded: boolean;
}

function ControlButton({
  label,
  onClick,
  children,
  pressed,
  testId,
  placement,
}: {
  label: string;
  onClick(): void;
  children: ReactNode;
  pressed?: boolean;
  testId?: string;
  placement: 'right' | 'top';
}) {
  return (
    <Tooltip title={label} placement={placement}>
      <IconButton
        onClick={onClick}
        aria-label={label}
        aria-pressed={pressed}
        data-testid={testId}
        sx={{ color: 'common.white', ...(pressed ? { bgcolor: 'rgba(255,255,255,0.18)' } : {}) }}
      >
        {children}
      </IconButton>
    </Tooltip>
  );
}

/**
 * The viewer's tools, a column or (on phones) a row: zoom in/out, zoom total and 1:1, rotate by 90°, brightness and
 * contrast, the back side (as a thumbnail of it) and the colorized version. It fades after 5 s
 * without input (spec §9) and comes back with any movement, key or focus.
 */
export function ViewerControls(props: ViewerControlsProps) {
  const { t } = useTranslation('viewer');
  const [adjustOpen, setAdjustOpen] = useState(false);
  const adjustButton = useRef<HTMLButtonElement | null>(null);
  const popoverId = useId();
  const { adjustments, onAdjust } = props;
  const vertical = props.orientation === 'vertical';
  const placement = vertical ? 'right' : 'top';
  const slider = (key: keyof Adjustments) => (
    <Box sx={{ px: 1 }}>
      <Typography id={`${popoverId}-${key}`} variant="body2" gutterBottom>
        {t(`controls.${key}`)}
      </Typography>
      <Slider
        value={adjustments[key]}
        min={VIEWER.adjustmentSlider.min}
        max={VIEWER.adjustmentSlider.max}
        step={VIEWER.adjustmentSlider.step}
        marks={[{ value: 0 }]}
        valueLabelDisplay="auto"
        onChange={(_, value) => onAdjust({ ...adjustments, [key]: value as number })}
        slotProps={{ input: { 'aria-labelledby': `${popoverId}-${key}` } }}
        data-testid={`slider-${key}`}
      />
    </Box>
  );

  return (
    <Paper
      role="toolbar"
      aria-label={t('controls.label')}
      aria-orientation={props.orientation}
      elevation={0}
      sx={{
        display: 'flex',
        flexDirection: vertical ? 'column' : 'row',
        bgcolor: 'rgba(0,0,0,0.55)',
        borderRadius: 3,
        p: 0.5,
        opacity: props.faded && !adjustOpen ? 0 : 1,
        transition: 'opacity 500ms',
        '&:focus-within, &:hover': { opacity: 1 },
      }}
    >
      <ControlButton
        placement={placement}
        label={t('controls.zoomIn')}
        onClick={props.onZoomIn}
        testId="zoom-in"
      >
        <ZoomInIcon />
      </ControlButton>
      <ControlButton
        placement={placement}
        label={t('controls.zoomOut')}
        onClick={props.onZoomOut}
        testId="zoom-out"
      >
        <ZoomOutIcon />
      </ControlButton>
      <ControlButton
        placement={placement}
        label={t('controls.zoomTotal')}
        onClick={props.onZoomTotal}
        testId="zoom-total"
      >
        <FitScreenIcon />
      </ControlButton>
      <ControlButton
        placement={placement}
        label={t('controls.zoomOneToOne')}
        onClick={props.onZoomOneToOne}
        testId="zoom-1-1"
      >
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '0.9rem', width: 24 }}>
          1:1
        </Typography>
      </ControlButton>
      <ControlButton
        placement={placement}
        label={t('controls.rotate')}
        onClick={props.onRotate}
        testId="rotate"
      >
        <RotateRightIcon />
      </ControlButton>
      <Tooltip title={t('controls.adjust')} placement={placement}>
        <IconButton
          ref={adjustButton}
          onClick={() => setAdjustOpen(true)}
          aria-label={t('controls.adjust')}
          aria-haspopup="dialog"
          aria-expanded={adjustOpen}
          data-testid="adjust"
          sx={{ color: 'common.white' }}
        >
          <TuneIcon />
        </IconButton>
      </Tooltip>
      {props.colorized && (
        <ControlButton
          placement={placement}
          label={t(props.colorized.on ? 'controls.showOriginal' : 'controls.showColorized')}
          onClick={props.onToggleColor}
          pressed={props.colorized.on}
          testId="toggle-color"
        >
          <ColorLensOutlinedIcon />
        </ControlButton>
      )}
      {props.otherSide && (
        <Tooltip
          title={t(props.otherSide.isBack ? 'controls.showBack' : 'controls.showFront')}
          placement={placement}
        >
          <IconButton
            onClick={props.onFlip}
            aria-label={t(props.otherSide.isBack ? 'controls.showBack' : 'controls.showFront')}
            data-testid="flip-side"
            sx={{ p: 0.5 }}
          >
            <Box
              component="img"
              src={thumbnailUrl(props.otherSide.filePath, 'icon')}
              alt=""
              sx={{
                width: 32,
                height: 32,
                objectFit: 'cover',
                borderRadius: 0.5,
                border: 1,
                borderColor: 'common.white',
              }}
            />
          </IconButton>
        </Tooltip>
      )}
      <Popover
        open={adjustOpen}
        anchorEl={adjustButton.current}
        onClose={() => setAdjustOpen(false)}
        anchorOrigin={
          vertical ? { vertical: 'center', horizontal: 'right' } : { vertical: 'top', horizontal: 'center' }
        }
        transformOrigin={
          vertical ? { vertical: 'center', horizontal: 'left' } : { vertical: 'bottom', horizontal: 'center' }
        }
        slotProps={{
          paper: { sx: { p: 2, width: 260 }, role: 'dialog', 'aria-label': t('controls.adjust') },
        }}
      >
        {slider('brightness')}
        {slider('contrast')}
        <Button size="small" onClick={() => onAdjust(NEUTRAL_ADJUSTMENTS)} sx={{ mt: 1 }}>
          {t('controls.reset')}
        </Button>
      </Popover>
    </Paper>
  );
}
