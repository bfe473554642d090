import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import { isOpenOrder } from '@retropics/domain/order-checkout';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormScreenHeader } from '../../../components/form/form-section';
import { UnavailableScreen } from '../../../components/show-page/unavailable-screen';
import { useCloseScreen } from '../../../components/show-page/use-close-screen';
import { usePageTitle } from '../../../components/show-page/use-page-title';
import type { Order } from '../../../lib/resources/orders';
import { homePath, routePath } from '../../../lib/routing/route-links';
import { CheckoutForm } from './checkout-form';

export function CheckoutLoading() {
  const { t } = useTranslation('orders');
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}

/** Spec §8 'Fehler / Kein aktiver Eintrag gefunden.': no open order to pay. */
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

/** The checkout of one order; an order no longer open is not paid twice: its page is offered instead. */
export function CheckoutPage({ order, title }: { order: Order; title: string }) {
  const { t } = useTranslation('orders');
  const showPath = routePath('OrderShow', { id: order.id }) ?? `/orders/show/${order.id}`;
  const close = useCloseScreen(homePath());
  usePageTitle(title);
  if (!isOpenOrder(order)) {
    return (
      <UnavailableScreen
        title={t('notOpen.title')}
        text={t('notOpen.text')}
        testId="order-not-open"
        actions={
          <Button variant="contained" component={RouterLink} to={showPath}>
            {t('notOpen.show')}
          </Button>
        }
      />
    );
  }
  return (
    <Container maxWidth="md" sx={{ py: 2, pb: 6 }} data-testid="order-checkout">
      <FormScreenHeader title={title} backLabel={t('back')} onBack={close} icon={<ArrowBackIcon />} />
      <CheckoutForm key={order.id} order={order} />
    </Container>
  );
}
