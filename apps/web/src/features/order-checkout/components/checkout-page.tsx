import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
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
