import { TIMERS_MS } from '@retropics/domain/constants';
import { activeOrder } from '@retropics/domain/order-checkout';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  NoActiveOrder,
  OrderLoadFailed,
  OrderLoading,
} from '../../components/order-summary/order-unavailable';
import { useSession } from '../../lib/auth/session-store';
import { usePersonCollectionOrders } from '../../lib/resources/orders';
import { useCollection } from '../../lib/resources/photograph-collections';
import { routePath } from '../../lib/routing/route-links';
import { CheckoutPage } from './components/checkout-page';

/**
 * Spec §2 OrderCollectionCreate `/photograph_collections/:id/order/create`: the contribution
 * checkout of the person's open order for the collection (spec §4 Order: the one with status
 * null); with none, 'Fehler / Kein aktiver Eintrag gefunden.' and back to the collection after 5 s.
 */
export default function OrderCollectionCreateScreen() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const collectionId = Number(useParams().id);
  const personId = useSession().user?.person_id;
  const orders = usePersonCollectionOrders(personId, collectionId);
  const collection = useCollection(Number.isFinite(collectionId) ? collectionId : undefined);
  const order = orders.data ? activeOrder(orders.data) : null;
  const missing = orders.isSuccess && order === null;
  const collectionPath =
    routePath('PhotographCollectionShow', { id: collectionId }) ??
    `/photograph_collections/show/${collectionId}`;

  useEffect(() => {
    if (!missing) return;
    const timer = window.setTimeout(() => void navigate(collectionPath), TIMERS_MS.orderMissingRedirect);
    return () => window.clearTimeout(timer);
  }, [missing, navigate, collectionPath]);

  if (orders.isPending) return <OrderLoading />;
  if (orders.isError) return <OrderLoadFailed onRetry={() => void orders.refetch()} />;
  if (!order) return <NoActiveOrder backTo={collectionPath} backLabel={t('missing.backToCollection')} />;
  const headline = collection.data?.headline;
  return (
    <CheckoutPage
      order={order}
      title={headline ? t('checkout.collectionTitle', { headline }) : t('checkout.title')}
    />
  );
}
