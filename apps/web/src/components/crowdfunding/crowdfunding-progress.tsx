import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { crowdfundingProgress, crowdfundingText } from '@retropics/domain/collection-status';
import { useTranslation } from 'react-i18next';

export function formatEuro(amount: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

interface CrowdfundingProgressProps {
  funded: number;
  required: number;
  /** Light text for use over a picture. */
  overImage?: boolean;
  size?: 'small' | 'medium';
}

/**
 * Spec §4: progress = funded / required × 100; up to half funded the line names the goal
 * ('von X €'), beyond it what is still missing ('noch Y €').
 */
export function CrowdfundingProgress({
  funded,
  required,
  overImage = false,
  size = 'medium',
}: CrowdfundingProgressProps) {
  const { t, i18n } = useTranslation('browse');
  const percent = crowdfundingProgress(funded, required);
  const shown = Math.min(100, Math.max(0, percent));
  const text = crowdfundingText(funded, required);
  const amount = formatEuro(text.amount, i18n.language);
  const fundedText = formatEuro(funded, i18n.language);
  return (
    <Box sx={{ mt: 0.75 }} data-testid="crowdfunding-progress">
      {/* A plain bar rather than MUI's LinearProgress: it sits on feed cards, within the feed's script budget. */}
      <Box
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(shown)}
        aria-label={t('crowdfunding.progressLabel', { percent: Math.round(percent) })}
        sx={{
          height: size === 'small' ? 6 : 10,
          borderRadius: 5,
          overflow: 'hidden',
          bgcolor: overImage ? 'rgba(255,255,255,0.3)' : 'action.selected',
        }}
      >
        <Box sx={{ width: `${shown}%`, height: '100%', bgcolor: 'primary.main', borderRadius: 5 }} />
      </Box>
      <Typography
        component="p"
        sx={{
          mt: 0.5,
          fontSize: size === 'small' ? '0.78rem' : '0.95rem',
          color: overImage ? 'rgba(255,255,255,0.92)' : 'text.secondary',
        }}
      >
        <Box component="strong" sx={{ color: overImage ? '#fff' : 'text.primary' }}>
          {fundedText}
        </Box>{' '}
        {text.kind === 'of' ? t('crowdfunding.of', { amount }) : t('crowdfunding.remaining', { amount })}
      </Typography>
    </Box>
  );
}
