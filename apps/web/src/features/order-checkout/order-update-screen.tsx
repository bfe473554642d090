import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  NoActiveOrder,
  OrderLoadFailed,
  OrderLoading,
} from '../../components/order-summary/order-unavailable';
import { isNotFound } from '../../lib/hydra/hydra-client';
import { useOrder } from '../../lib/resources/orders';
import { homePath } from '../../lib/routing/route-links';
import { CheckoutPage } from './components/checkout-page';

/** Spec §2 OrderUpdate `/orders/edit/:id`: the checkout of any open order (a contribution or the cart). */
export default function OrderUpdateScreen() {
  const { t } = useTranslation('orders');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const order = useOrder(valid ? id : undefined);

  if (!valid) return <NoActiveOrder backTo={homePath()} backLabel={t('missing.backHome')} />;
  if (order.isPending) return <OrderLoading />;
  if (order.isError) {
    return isNotFound(order.error) ? (
      <NoActiveOrder backTo={homePath()} backLabel={t('missing.backHome')} />
    ) : (
      <OrderLoadFailed onRetry={() => void order.refetch()} />
    );
  }
  return <CheckoutPage order={order.data} title={t('checkout.title')} />;
}
