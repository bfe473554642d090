import Container from '@mui/material/Container';
import { canAdministerOrders } from '@retropics/domain/permissions';
import { type ComponentType, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { viewerOfToken } from '../../components/comments/comment-rights';
import {
  NoActiveOrder,
  OrderLoadFailed,
  OrderLoading,
} from '../../components/order-summary/order-unavailable';
import { useSession } from '../../lib/auth/session-store';
import { isNotFound } from '../../lib/hydra/hydra-client';
import { type Order, useOrder } from '../../lib/resources/orders';
import { homePath } from '../../lib/routing/route-links';
import { CheckoutPage } from './components/checkout-page';

/**
 * Spec §2 OrderUpdate `/orders/edit/:id`: the checkout of any open order (a contribution or the
 * cart); for admins also 'Admin EDIT' (`adminPanel`, given by the route so features stay apart).
 */
export default function OrderUpdateScreen({
  adminPanel: AdminPanel,
}: {
  adminPanel?: ComponentType<{ order: Order }>;
}) {
  const administers = canAdministerOrders(viewerOfToken(useSession().user));
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
  return (
    <>
      <CheckoutPage order={order.data} title={t('checkout.title')} />
      {administers && AdminPanel && (
        <Container maxWidth="md" sx={{ pb: 6 }} data-testid="order-admin-edit">
          <Suspense fallback={<OrderLoading />}>
            <AdminPanel order={order.data} />
          </Suspense>
        </Container>
      )}
    </>
  );
}
