import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { UnavailableScreen } from '../../components/show-page/unavailable-screen';
import { isNotFound } from '../../lib/hydra/hydra-client';
import { useOrder } from '../../lib/resources/orders';
import { homePath } from '../../lib/routing/route-links';
import { CheckoutLoading, CheckoutPage, NoActiveOrder } from './components/checkout-page';

/** Spec §2 OrderUpdate `/orders/edit/:id`: the checkout of any open order (a contribution or the cart). */
export default function OrderUpdateScreen() {
  const { t } = useTranslation('orders');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const order = useOrder(valid ? id : undefined);

  if (!valid) return <NoActiveOrder backTo={homePath()} backLabel={t('missing.backHome')} />;
  if (order.isPending) return <CheckoutLoading />;
  if (order.isError) {
    return isNotFound(order.error) ? (
      <NoActiveOrder backTo={homePath()} backLabel={t('missing.backHome')} />
    ) : (
      <UnavailableScreen
        title={t('loadFailed.title')}
        text={t('loadFailed.text')}
        testId="order-load-failed"
        actions={null}
      />
    );
  }
  return <CheckoutPage order={order.data} title={t('checkout.title')} />;
}
