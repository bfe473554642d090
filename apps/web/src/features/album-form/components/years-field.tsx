import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { GALLERY_MAX_YEAR, GALLERY_MIN_YEAR } from '@retropics/domain/contracts/image-gallery.contract';
import { useTranslation } from 'react-i18next';

interface YearsFieldProps {
  fromYear: string;
  toYear: string;
  onChange: (years: { fromYear: string; toYear: string }) => void;
  fromError: string | undefined;
  toError: string | undefined;
}

/** A typed year placed on the slider: within 1850 to 1980, the end of the range when it is no year. */
function onSlider(typed: string, fallback: number): number {
  const year = Number(typed);
  if (!/^\d{4}$/.test(typed.trim())) return fallback;
  return Math.min(GALLERY_MAX_YEAR, Math.max(GALLERY_MIN_YEAR, year));
}

/** Spec §3 and §5: the album's period, 1850 to 1980, as a range slider and two year fields. */
export function YearsField({ fromYear, toYear, onChange, fromError, toError }: YearsFieldProps) {
  const { t } = useTranslation('album-form');
  const from = onSlider(fromYear, GALLERY_MIN_YEAR);
  const to = onSlider(toYear, GALLERY_MAX_YEAR);
  const yearInput = {
    inputMode: 'numeric' as const,
    maxLength: 4,
    min: GALLERY_MIN_YEAR,
    max: GALLERY_MAX_YEAR,
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('years.legend')}
      </Typography>
      <Box sx={{ px: 1.5 }}>
        <Slider
          value={[Math.min(from, to), Math.max(from, to)]}
          min={GALLERY_MIN_YEAR}
          max={GALLERY_MAX_YEAR}
          step={1}
          disableSwap
          valueLabelDisplay="auto"
          getAriaLabel={(index) => (index === 0 ? t('years.from') : t('years.to'))}
          marks={[
            { value: GALLERY_MIN_YEAR, label: String(GALLERY_MIN_YEAR) },
            { value: GALLERY_MAX_YEAR, label: String(GALLERY_MAX_YEAR) },
          ]}
          onChange={(_event, value) => {
            const [start, end] = value as number[];
            onChange({ fromYear: String(start), toYear: String(end) });
          }}
          data-testid="album-years-slider"
        />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, mt: 1 }}>
        <TextField
          label={t('years.from')}
          value={fromYear}
          onChange={(event) => onChange({ fromYear: event.target.value, toYear })}
          error={Boolean(fromError)}
          helperText={fromError}
          name="fromYear"
          slotProps={{ htmlInput: yearInput }}
        />
        <TextField
          label={t('years.to')}
          value={toYear}
          onChange={(event) => onChange({ fromYear, toYear: event.target.value })}
          error={Boolean(toError)}
          helperText={toError}
          name="toYear"
          slotProps={{ htmlInput: yearInput }}
        />
      </Box>
    </Box>
  );
}
