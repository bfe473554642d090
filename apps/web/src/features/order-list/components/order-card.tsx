import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardWithAction } from '../../../components/owned-lists/owned-card';
import { LinkCard } from '../../../components/tiles/link-card';
import { collectionInLanguage } from '../../../lib/i18n/content-texts';
import { formatDate } from '../../../lib/i18n/format-date';
import type { Order } from '../../../lib/resources/order-lists';
import { useCollectionOfIri } from '../../../lib/resources/photograph-collections';
import { routePath } from '../../../lib/routing/route-links';
import { formatOrderAmount, orderItemsText, orderState, orderStateColor } from '../order-list-rules';

/** The collection an order backs, by its headline in the reader's language (null: none, or not read yet). */
function useCollectionHeadline(iri: string | null): string | null {
  const { i18n } = useTranslation();
  const collection = useCollectionOfIri(iri).data;
  return collection ? collectionInLanguage(collection, i18n.language).headline : null;
}

/**
 * One order as a card: its number and state, date and total, and what it holds (the collection it
 * backs, then its items). The card opens the order's page; `action` is a button beside it (the
 * admins' edit), `showBuyer` names who ordered (the admins' list).
 */
export function OrderCard({
  order,
  showBuyer = false,
  action,
}: {
  order: Order;
  showBuyer?: boolean;
  action?: ReactNode;
}) {
  const { t, i18n } = useTranslation('order-list');
  const state = orderState(order);
  const headline = useCollectionHeadline(order.photographCollection);
  const items = orderItemsText(order).join(', ');
  const buyer = order.billingAddress
    ? `${order.billingAddress.givenName} ${order.billingAddress.familyName}`
    : null;
  const card = (
    <LinkCard to={routePath('OrderShow', { id: order.id })} testId="order-card">
      <CardContent sx={{ p: 1.5, pr: action ? 7 : 1.5, '&:last-child': { pb: 1.5 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem', flexGrow: 1 }}>
            {t('order.number', { number: order.orderNumber })}
          </Typography>
          <Chip
            size="small"
            color={orderStateColor(state)}
            label={t(`state.${state}`)}
            data-testid="order-state"
            data-state={state}
          />
        </Box>
        <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem', mt: 0.5 }}>
          {t('order.dateAndTotal', {
            date: formatDate(order.dateCreated.slice(0, 10)),
            total: formatOrderAmount(order.priceTotal, i18n.language),
          })}
        </Typography>
        {headline && (
          <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }} data-testid="order-collection">
            {t('order.collection', { headline })}
          </Typography>
        )}
        {items && (
          <Typography
            sx={{ mt: 0.5, fontSize: '0.875rem', overflowWrap: 'anywhere' }}
            data-testid="order-items"
          >
            {items}
          </Typography>
        )}
        {showBuyer && buyer && (
          <Typography sx={{ mt: 0.5, fontSize: '0.875rem', color: 'text.secondary' }}>
            {t('order.buyer', { name: buyer })}
          </Typography>
        )}
      </CardContent>
    </LinkCard>
  );
  return <CardWithAction card={card} action={action} />;
}
