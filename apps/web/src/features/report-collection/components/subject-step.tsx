import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  HOW_MANY_PHOTOGRAPHS_CHOICES,
  type HowManyPhotographs,
  MATERIAL_TYPES,
  type MaterialType,
} from '@retropics/domain/constants';
import { REPORT_HEADLINE_MAX_LENGTH } from '@retropics/domain/contracts/collection-report.contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MATERIAL_TEXT_KEYS } from '../report-draft';
import type { StepProps } from './step-props';
import { useMessageText } from './use-message-text';

/** '1 - 10' as a reader writes a range: '1–10'. */
export const choiceLabel = (choice: HowManyPhotographs) => choice.replace(' - ', '–');

/** Step 1: headline, how many photographs (spec §9 choices), material types, digitalised yes/no. */
export function SubjectStep({ draft, onChange, errors }: StepProps) {
  const { t } = useTranslation('report-collection');
  const messageText = useMessageText();
  const howManyId = useId();
  const materialsHelpId = useId();
  const toggleMaterial = (type: MaterialType, chosen: boolean) =>
    onChange({
      materialTypes: chosen
        ? [...draft.materialTypes, type]
        : draft.materialTypes.filter((other) => other !== type),
    });

  return (
    <Stack spacing={3}>
      <TextField
        name="headline"
        label={t('collection.headline')}
        value={draft.headline}
        onChange={(event) => onChange({ headline: event.target.value })}
        required
        error={Boolean(errors.headline)}
        helperText={messageText(errors.headline) ?? t('collection.headlineHelp')}
        slotProps={{ htmlInput: { maxLength: REPORT_HEADLINE_MAX_LENGTH } }}
        fullWidth
      />
      <FormControl component="fieldset" error={Boolean(errors.howManyPhotographs)} required>
        <FormLabel component="legend" id={howManyId}>
          {t('collection.howMany')}
        </FormLabel>
        <RadioGroup
          row
          name="howManyPhotographs"
          aria-labelledby={howManyId}
          value={draft.howManyPhotographs}
          onChange={(event) => onChange({ howManyPhotographs: event.target.value as HowManyPhotographs })}
        >
          {HOW_MANY_PHOTOGRAPHS_CHOICES.map((choice) => (
            <FormControlLabel
              key={choice}
              value={choice}
              control={<Radio />}
              label={choiceLabel(choice)}
              sx={{ minWidth: '6.5rem' }}
            />
          ))}
        </RadioGroup>
        {errors.howManyPhotographs && (
          <FormHelperText>{messageText(errors.howManyPhotographs)}</FormHelperText>
        )}
      </FormControl>
      <FormControl component="fieldset" error={Boolean(errors.materialTypes)}>
        <FormLabel component="legend">{t('collection.materials')}</FormLabel>
        <FormHelperText id={materialsHelpId} sx={{ mx: 0 }}>
          {messageText(errors.materialTypes) ?? t('collection.materialsHelp')}
        </FormHelperText>
        <FormGroup
          aria-describedby={materialsHelpId}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}
        >
          {MATERIAL_TYPES.map((type) => (
            <FormControlLabel
              key={type}
              control={
                <Checkbox
                  name="materialTypes"
                  value={type}
                  checked={draft.materialTypes.includes(type)}
                  onChange={(event) => toggleMaterial(type, event.target.checked)}
                />
              }
              label={t(MATERIAL_TEXT_KEYS[type])}
            />
          ))}
        </FormGroup>
      </FormControl>
      <FormControl component="fieldset" error={Boolean(errors.isDigitalized)}>
        <FormLabel component="legend">{t('collection.digitalized')}</FormLabel>
        <RadioGroup
          row
          name="isDigitalized"
          value={draft.isDigitalized ? 'yes' : 'no'}
          onChange={(event) => onChange({ isDigitalized: event.target.value === 'yes' })}
        >
          <FormControlLabel value="yes" control={<Radio />} label={t('collection.yes')} />
          <FormControlLabel value="no" control={<Radio />} label={t('collection.no')} />
        </RadioGroup>
        {errors.isDigitalized && <FormHelperText>{messageText(errors.isDigitalized)}</FormHelperText>}
      </FormControl>
    </Stack>
  );
}
