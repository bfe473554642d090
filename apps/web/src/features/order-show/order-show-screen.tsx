import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { CrowdfundingProgress } from '../../components/crowdfunding/crowdfunding-progress';
import { ConfirmDialog } from '../../components/form/confirm-dialog';
import { OrderSummary } from '../../components/order-summary/order-summary';
import {
  NoActiveOrder,
  OrderLoadFailed,
  OrderLoading,
} from '../../components/order-summary/order-unavailable';
import { usePageTitle } from '../../components/show-page/use-page-title';
import { isNotFound } from '../../lib/hydra/hydra-client';
import { idOfIri } from '../../lib/hydra/iri';
import { type Order, useCancelOrder, useOrder, useRefreshPaidCollection } from '../../lib/resources/orders';
import { useCollectionOfIri } from '../../lib/resources/photograph-collections';
import { homePath, routePath } from '../../lib/routing/route-links';
import { BankTransferPanel } from './components/bank-transfer-panel';
import { awaitsPayment, ORDER_POLL_MS, orderView } from './order-view';

function checkoutPath(order: Order): string {
  return routePath('OrderUpdate', { id: order.id }) ?? `/orders/edit/${order.id}`;
}

/** A paid contribution: the collection it backs, with its progress as it now stands. */
function BackedCollection({ iri }: { iri: string }) {
  const { t } = useTranslation('orders');
  const collection = useCollectionOfIri(iri).data;
  if (!collection) return null;
  const path =
    routePath('PhotographCollectionShow', { id: idOfIri(iri) }) ??
    `/photograph_collections/show/${idOfIri(iri)}`;
  return (
    <Box sx={{ mt: 2 }} data-testid="backed-collection">
      <Link component={RouterLink} to={path} sx={{ fontWeight: 700 }}>
        {t('show.backToCollection', { headline: collection.headline })}
      </Link>
      {collection.crowdfundingRequired !== null && (
        <CrowdfundingProgress
          funded={collection.crowdfundingFunded}
          required={collection.crowdfundingRequired}
        />
      )}
    </Box>
  );
}

/**
 * Pay now and cancel, for an order still open. Pay now resumes the provider's page, or opens the
 * checkout when no payment was started; a bank transfer is paid by hand and a failed payment is
 * paid again from its notice.
 */
function OpenOrderActions({ order, onCancel }: { order: Order; onCancel: () => void }) {
  const { t } = useTranslation('orders');
  const checkoutUrl = order.paymentCheckoutUrl;
  const offersPayment = orderView(order) !== 'failed' && order.paymentMethod !== 'banktransfer';
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
      {offersPayment && checkoutUrl !== null && (
        <Button
          variant="contained"
          onClick={() => window.location.assign(checkoutUrl)}
          data-testid="order-pay-now"
        >
          {t('show.payNow')}
        </Button>
      )}
      {offersPayment && checkoutUrl === null && (
        <Button
          variant="contained"
          component={RouterLink}
          to={checkoutPath(order)}
          data-testid="order-pay-now"
        >
          {t('show.payNow')}
        </Button>
      )}
      <Button variant="outlined" color="error" onClick={onCancel} data-testid="order-cancel">
        {t('show.cancel')}
      </Button>
    </Box>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const cancel = useCancelOrder();
  const refreshCollections = useRefreshPaidCollection();
  const [confirming, setConfirming] = useState(false);
  const [cancelFailed, setCancelFailed] = useState<string | null>(null);
  const view = orderView(order);
  const wasPaid = useRef(view === 'paid');
  const summaryHeadingId = useId();

  // The webhook has landed while the page was open: the collection's funded sum moved with it.
  useEffect(() => {
    if (view === 'paid' && !wasPaid.current) void refreshCollections();
    wasPaid.current = view === 'paid';
  }, [view, refreshCollections]);

  const confirmCancel = async () => {
    try {
      await cancel.mutateAsync(order.id);
      setConfirming(false);
      void navigate(homePath());
    } catch (error) {
      setConfirming(false);
      setCancelFailed(error instanceof Error ? error.message : t('show.cancelFailed'));
    }
  };

  return (
    <>
      {view === 'paid' && (
        <Alert severity="success" data-testid="order-paid">
          <AlertTitle>{t('show.thanksTitle')}</AlertTitle>
          {order.photographCollection ? t('show.thanksContribution') : t('show.thanksOrder')}
        </Alert>
      )}
      {view === 'canceled' && (
        <Alert severity="info" data-testid="order-canceled">
          {t('show.canceled')}
        </Alert>
      )}
      {view === 'failed' && (
        <Alert
          severity="error"
          data-testid="order-failed"
          action={
            <Button
              color="inherit"
              component={RouterLink}
              to={checkoutPath(order)}
              data-testid="order-pay-again"
            >
              {t('show.payAgain')}
            </Button>
          }
        >
          {t(
            `show.failed.${order.paymentState === 'expired' ? 'expired' : order.paymentState === 'canceled' ? 'canceled' : 'failed'}`,
          )}
        </Alert>
      )}
      {(view === 'unpaid' || view === 'bankTransfer') && (
        <Alert severity="warning" data-testid="order-unpaid">
          <AlertTitle>{t('show.notCompleted')}</AlertTitle>
          {view === 'bankTransfer' ? t('show.bankTransferPending') : t('show.unpaidText')}
          {awaitsPayment(order) && view === 'unpaid' && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
              <CircularProgress size={14} color="inherit" aria-hidden />
              <span>{t('show.waiting')}</span>
            </Box>
          )}
        </Alert>
      )}
      {view === 'bankTransfer' && (
        <Box sx={{ mt: 2 }}>
          <BankTransferPanel orderId={order.id} />
        </Box>
      )}
      {(view === 'unpaid' || view === 'bankTransfer' || view === 'failed') && (
        <OpenOrderActions order={order} onCancel={() => setConfirming(true)} />
      )}
      {cancelFailed && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {cancelFailed}
        </Alert>
      )}
      <Paper component="section" aria-labelledby={summaryHeadingId} sx={{ p: { xs: 2, sm: 3 }, mt: 2 }}>
        <Typography
          id={summaryHeadingId}
          component="h2"
          variant="h3"
          sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 2 }}
        >
          {t('show.summary')}
        </Typography>
        <OrderSummary order={order} />
        {view === 'paid' && order.photographCollection && (
          <BackedCollection iri={order.photographCollection} />
        )}
      </Paper>
      <ConfirmDialog
        open={confirming}
        question={t('show.cancelQuestion')}
        detail={t('show.cancelDetail')}
        confirmLabel={t('show.cancelConfirm')}
        cancelLabel={t('show.cancelKeep')}
        busy={cancel.isPending}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setConfirming(false)}
        data-testid="order-cancel-dialog"
      />
    </>
  );
}

/**
 * Spec §2 OrderShow `/orders/show/:id` and OrderCreated `/orders/created/:id`: the payment
 * notices, pay now, cancel with confirmation (then to /feed), the bank-transfer details, the
 * thank-you summary once paid. While a payment is under way the order is asked for every few
 * seconds, so the page turns when the provider's webhook lands.
 */
export default function OrderShowScreen() {
  const { t } = useTranslation('orders');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const order = useOrder(valid ? id : undefined, { everyMs: ORDER_POLL_MS, while: awaitsPayment });
  usePageTitle(order.data ? t('show.title', { number: order.data.orderNumber }) : t('show.titlePlain'));

  if (!valid || (order.isError && isNotFound(order.error))) {
    return <NoActiveOrder backTo={homePath()} backLabel={t('missing.backHome')} />;
  }
  if (order.isPending) return <OrderLoading />;
  if (order.isError) return <OrderLoadFailed onRetry={() => void order.refetch()} />;
  return (
    <Container maxWidth="md" sx={{ py: 3, pb: 6 }} data-testid="order-show">
      <Typography component="h1" variant="h2" sx={{ fontSize: { xs: '1.4rem', sm: '1.8rem' }, mb: 2 }}>
        {t('show.title', { number: order.data.orderNumber })}
      </Typography>
      <OrderDetails order={order.data} />
    </Container>
  );
}
