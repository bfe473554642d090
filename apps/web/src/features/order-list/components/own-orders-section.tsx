import { useTranslation } from 'react-i18next';
import { OwnedList } from '../../../components/owned-lists/owned-list';
import { OwnedSection } from '../../../components/owned-lists/owned-section';
import { useOwnOrders } from '../../../lib/resources/order-lists';
import { routePath } from '../../../lib/routing/route-links';
import { OrderCard } from './order-card';

/** One order a row, on every screen width. */
export const ORDER_ROWS = { xs: 'minmax(0, 1fr)' };

/**
 * 'Deine Bestellungen': the person's orders, newest first (spec §7 `/people/{id}/orders`), each
 * with its state, loading further pages within 40 px of the end; the button beside the heading
 * leads to the collections that can be backed.
 */
export function OwnOrdersSection({ personId }: { personId: number | string | undefined }) {
  const { t } = useTranslation('order-list');
  const list = useOwnOrders(personId);
  return (
    <OwnedSection
      name="orders"
      heading={t('own.heading')}
      total={list.data?.pages[0]?.['hydra:totalItems']}
      createLabel={t('own.back')}
      createPath={routePath('CollectionsList')}
    >
      <OwnedList
        list={list}
        count={list.orders.length}
        loadingLabel={t('own.loading')}
        emptyText={t('own.empty')}
        testId="my-orders-list"
        columns={ORDER_ROWS}
      >
        {list.orders.map((order) => (
          <li key={order['@id']}>
            <OrderCard order={order} />
          </li>
        ))}
      </OwnedList>
    </OwnedSection>
  );
}
