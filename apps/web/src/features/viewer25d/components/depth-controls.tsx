import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TiltState } from '../../../components/depth-viewer/use-tilt';

export type ScreenMode = 'pointer' | 'tilt' | 'loop';

interface DepthControlsProps {
  strength: number;
  onStrength(value: number): void;
  focus: number;
  onFocus(value: number): void;
  mode: ScreenMode;
  onMode(mode: ScreenMode): void;
  reducedMotion: boolean;
  tilt: TiltState;
}

const TILT_NOTES: Partial<Record<TiltState, string>> = {
  waiting: 'controls.tiltWaiting',
  unsupported: 'controls.tiltUnsupported',
  denied: 'controls.tiltDenied',
};

/** The 2.5D screen's strength and focus sliders and its movement toggle (tilt and loop are off for reduced motion). */
export function DepthControls({
  strength,
  onStrength,
  focus,
  onFocus,
  mode,
  onMode,
  reducedMotion,
  tilt,
}: DepthControlsProps) {
  const { t } = useTranslation('depth');
  const id = useId();
  const tiltNote = mode === 'tilt' ? TILT_NOTES[tilt] : undefined;
  return (
    <Box
      component="section"
      aria-label={t('controls.label')}
      sx={{
        display: 'grid',
        rowGap: 1.5,
        columnGap: 5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        alignItems: 'start',
      }}
    >
      <Box>
        <Typography id={`${id}-strength`} variant="body2">
          {t('controls.strength')}
        </Typography>
        <Slider
          value={strength}
          onChange={(_event, value) => onStrength(value as number)}
          min={0}
          max={2}
          step={0.1}
          valueLabelDisplay="auto"
          getAriaValueText={(value) => t('controls.strengthValue', { value })}
          aria-labelledby={`${id}-strength`}
          data-testid="depth-strength"
        />
      </Box>
      <Box>
        <Typography id={`${id}-focus`} variant="body2">
          {t('controls.focus')}
        </Typography>
        <Slider
          value={focus}
          onChange={(_event, value) => onFocus(value as number)}
          min={0}
          max={1}
          step={0.05}
          getAriaValueText={(value) => `${Math.round(value * 100)} %`}
          aria-labelledby={`${id}-focus`}
          data-testid="depth-focus"
        />
        <Box
          sx={{ display: 'flex', justifyContent: 'space-between', mt: -1, color: 'text.secondary' }}
          aria-hidden
        >
          <Typography variant="caption">{t('controls.focusFar')}</Typography>
          <Typography variant="caption">{t('controls.focusNear')}</Typography>
        </Box>
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Typography id={`${id}-mode`} variant="body2" sx={{ mb: 0.5 }}>
          {t('controls.mode')}
        </Typography>
        <ToggleButtonGroup
          value={mode}
          exclusive
          size="small"
          onChange={(_event, value: ScreenMode | null) => value && onMode(value)}
          aria-labelledby={`${id}-mode`}
        >
          <ToggleButton value="pointer">{t('controls.pointer')}</ToggleButton>
          <ToggleButton value="tilt" disabled={reducedMotion}>
            {t('controls.tilt')}
          </ToggleButton>
          <ToggleButton value="loop" disabled={reducedMotion}>
            {t('controls.loop')}
          </ToggleButton>
        </ToggleButtonGroup>
        {(reducedMotion || tiltNote) && (
          <Typography variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
            {reducedMotion ? t('controls.reducedMotion') : tiltNote ? t(tiltNote) : null}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
