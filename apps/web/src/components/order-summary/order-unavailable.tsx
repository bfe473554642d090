import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { UnavailableScreen } from '../show-page/unavailable-screen';

/** An order screen while its order loads. */
export function OrderLoading() {
  const { t } = useTranslation('orders');
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}

/** Spec §8 'Fehler / Kein aktiver Eintrag gefunden.': no such order, or none open to pay. */
export function NoActiveOrder({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const { t } = useTranslation('orders');
  return (
    <UnavailableScreen
      title={t('missing.title')}
      text={t('missing.text')}
      testId="order-missing"
      actions={
        <Button variant="contained" component={RouterLink} to={backTo}>
          {backLabel}
        </Button>
      }
    />
  );
}

/** The order could not be read (the network, the server): try again. */
export function OrderLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('orders');
  return (
    <UnavailableScreen
      title={t('loadFailed.title')}
      text={t('loadFailed.text')}
      testId="order-load-failed"
      actions={
        <Button variant="contained" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  );
}
