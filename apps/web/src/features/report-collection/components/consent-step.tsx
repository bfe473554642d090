import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { REPORT_HONEYPOT_FIELD } from '@retropics/domain/contracts/collection-report.contract';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { routePath } from '../../../lib/routing/route-links';
import { MATERIAL_TEXT_KEYS, type ReportStep } from '../report-draft';
import type { StepProps } from './step-props';
import { choiceLabel } from './subject-step';
import { useMessageText } from './use-message-text';

/** What the reporter entered, each part with a way back to its step. */
function Summary({ draft, onEdit }: Pick<StepProps, 'draft'> & { onEdit: (step: ReportStep) => void }) {
  const { t } = useTranslation('report-collection');
  const rows: Array<{ label: string; value: string; step: ReportStep }> = [
    { label: t('collection.headline'), value: draft.headline, step: 1 },
    {
      label: t('collection.howMany'),
      value: draft.howManyPhotographs ? choiceLabel(draft.howManyPhotographs) : '',
      step: 1,
    },
    {
      label: t('collection.materials'),
      value:
        draft.materialTypes.map((type) => t(MATERIAL_TEXT_KEYS[type])).join(', ') || t('privacy.noMaterials'),
      step: 1,
    },
    {
      label: t('collection.digitalized'),
      value: draft.isDigitalized ? t('collection.yes') : t('collection.no'),
      step: 1,
    },
    { label: t('about.label'), value: draft.about.trim() || t('privacy.noAbout'), step: 2 },
    { label: t('contact.name'), value: draft.personName, step: 3 },
    { label: t('contact.email'), value: draft.personEmail, step: 3 },
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 3 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('privacy.summary')}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {rows.map((row) => (
          <Box
            key={row.label}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '14rem 1fr' },
              columnGap: 2,
              alignItems: 'baseline',
              py: 0.75,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {row.label}
            </Typography>
            <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'baseline', gap: 1 }}>
              <Typography
                component="span"
                sx={{ flexGrow: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              >
                {row.value}
              </Typography>
              <Button
                size="small"
                onClick={() => onEdit(row.step)}
                aria-label={`${t('actions.edit')}: ${row.label}`}
              >
                {t('actions.edit')}
              </Button>
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/**
 * Step 4: the summary, the privacy consent with its link ('You must agree to continue!'), and the
 * honeypot: a field off-screen, out of the tab order and hidden from assistive technology, that
 * only a bot fills in.
 */
export function ConsentStep({
  draft,
  onChange,
  errors,
  onEdit,
}: StepProps & { onEdit: (step: ReportStep) => void }) {
  const { t } = useTranslation('report-collection');
  const messageText = useMessageText();
  const consentErrorId = useId();
  const privacyPath = routePath('Privacy') ?? '/privacy';
  return (
    <>
      <Summary draft={draft} onEdit={onEdit} />
      <FormControl error={Boolean(errors.privacy)} required>
        <FormControlLabel
          control={
            <Checkbox
              name="privacy"
              checked={draft.privacy}
              onChange={(event) => onChange({ privacy: event.target.checked })}
              slotProps={{
                input: {
                  'aria-invalid': Boolean(errors.privacy),
                  ...(errors.privacy ? { 'aria-describedby': consentErrorId } : {}),
                },
              }}
            />
          }
          label={
            <Trans
              t={t}
              i18nKey="privacy.consent"
              components={{ privacy: <Link component={RouterLink} to={privacyPath} /> }}
            />
          }
          sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
        />
        {errors.privacy && (
          <FormHelperText id={consentErrorId} role="alert" sx={{ fontSize: '0.95rem' }}>
            {messageText(errors.privacy)}
          </FormHelperText>
        )}
      </FormControl>
      <Box aria-hidden sx={visuallyHidden}>
        <label>
          {t('privacy.honeypot')}
          <input
            type="text"
            name={REPORT_HONEYPOT_FIELD}
            value={draft.homepage}
            onChange={(event) => onChange({ homepage: event.target.value })}
            tabIndex={-1}
            autoComplete="off"
          />
        </label>
      </Box>
    </>
  );
}
