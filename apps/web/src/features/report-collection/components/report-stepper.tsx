import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { REPORT_STEPS, type ReportStep } from '../report-draft';

/**
 * Where the reporter is: the five steps with the done ones ticked. On a phone only the current
 * step keeps its label (five labels do not fit 390 px); the line below says it in words.
 */
export function ReportStepper({ active }: { active: ReportStep }) {
  const { t } = useTranslation('report-collection');
  return (
    <>
      <Stepper activeStep={active} aria-hidden sx={{ mb: 1 }}>
        {REPORT_STEPS.map((name, index) => (
          <Step key={name} completed={index < active}>
            <StepLabel
              sx={{
                '& .MuiStepLabel-labelContainer': {
                  display: { xs: index === active ? 'block' : 'none', md: 'block' },
                },
              }}
            >
              {t(`steps.${name}`)}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="report-progress">
        {t('progress', {
          step: active + 1,
          count: REPORT_STEPS.length,
          label: t(`steps.${REPORT_STEPS[active]}`),
        })}
      </Typography>
    </>
  );
}
