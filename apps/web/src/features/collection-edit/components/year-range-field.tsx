import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { YEAR_MAX, YEAR_MIN } from '@retropics/domain/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_YEARS } from '../collection-draft';

interface YearRangeFieldProps {
  years: [number, number] | null;
  onChange: (years: [number, number] | null) => void;
  error: string | undefined;
}

/**
 * Spec §5 'Collection year slider 1850 to 1980': one slider with two thumbs, each named for
 * screen readers and moved with the arrow keys (Page Up/Down: ten years). A collection whose
 * period nobody knows yet has none: the switch turns the slider on.
 */
export function YearRangeField({ years, onChange, error }: YearRangeFieldProps) {
  const { t } = useTranslation('collection-edit');
  const id = useId();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} data-testid="collection-years">
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('years.legend')}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={years !== null}
            onChange={(event) => onChange(event.target.checked ? DEFAULT_YEARS : null)}
          />
        }
        label={t('years.known')}
      />
      {years && (
        <Box sx={{ px: { xs: 1.5, sm: 2 }, pt: 4 }}>
          <Slider
            value={years}
            min={YEAR_MIN}
            max={YEAR_MAX}
            step={1}
            shiftStep={10}
            disableSwap
            valueLabelDisplay="on"
            onChange={(_event, value) => {
              if (Array.isArray(value)) onChange([value[0] ?? YEAR_MIN, value[1] ?? YEAR_MAX]);
            }}
            getAriaLabel={(index) => t(index === 0 ? 'years.from' : 'years.to')}
            getAriaValueText={(value) => String(value)}
            marks={[
              { value: YEAR_MIN, label: String(YEAR_MIN) },
              { value: YEAR_MAX, label: String(YEAR_MAX) },
            ]}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <Typography sx={{ color: 'text.secondary' }} data-testid="collection-years-value">
            {t('years.value', { from: years[0], to: years[1] })}
          </Typography>
        </Box>
      )}
      {error && (
        <FormHelperText id={`${id}-error`} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
