import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ComponentType, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OwnedList } from '../../../components/owned-lists/owned-list';
import { saveFile } from '../../../lib/device/save-file';
import { collectionInLanguage } from '../../../lib/i18n/content-texts';
import {
  fetchOrdersCsv,
  type Order,
  type OrderFilters,
  useAllOrders,
  useBackedCollections,
} from '../../../lib/resources/order-lists';
import { csvFileName } from '../order-csv';
import { OrderCard } from './order-card';
import { ORDER_ROWS } from './own-orders-section';

/** What the route puts into the edit dialog: the 'Admin EDIT' panel of one order. */
export type OrderAdminPanel = ComponentType<{ order: Order }>;

const ANY = '';

function Filters({ filters, onChange }: { filters: OrderFilters; onChange: (next: OrderFilters) => void }) {
  const { t, i18n } = useTranslation('order-list');
  const collections = useBackedCollections().data ?? [];
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
      <TextField
        select
        label={t('all.paymentStatus')}
        value={filters.paymentStatus ?? ANY}
        onChange={(event) =>
          onChange({
            ...filters,
            paymentStatus: event.target.value === ANY ? null : (event.target.value as 'open' | 'paid'),
          })
        }
        sx={{ minWidth: 200 }}
        data-testid="filter-payment-status"
      >
        <MenuItem value={ANY}>{t('all.any')}</MenuItem>
        <MenuItem value="open">{t('paymentStatus.open')}</MenuItem>
        <MenuItem value="paid">{t('paymentStatus.paid')}</MenuItem>
      </TextField>
      <TextField
        select
        label={t('all.collection')}
        value={filters.photographCollection === null ? ANY : String(filters.photographCollection)}
        onChange={(event) =>
          onChange({
            ...filters,
            photographCollection: event.target.value === ANY ? null : Number(event.target.value),
          })
        }
        sx={{ minWidth: 260, maxWidth: '100%' }}
        data-testid="filter-collection"
      >
        <MenuItem value={ANY}>{t('all.any')}</MenuItem>
        {collections.map((collection) => (
          <MenuItem key={collection.id} value={String(collection.id)}>
            {collectionInLanguage(collection, i18n.language).headline}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

/** 'CSV exportieren': the export with the token (a plain link carries none), saved as a file. */
function CsvExportButton() {
  const { t } = useTranslation('order-list');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      saveFile(await fetchOrdersCsv(), csvFileName(new Date()));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        onClick={() => void download()}
        disabled={busy}
        startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <DownloadIcon />}
        data-testid="orders-csv"
      >
        {t('all.csv')}
      </Button>
      {failed && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {t('all.csvFailed')}
        </Alert>
      )}
    </>
  );
}

/** One order's 'Admin EDIT' panel in a dialog over the list. */
function EditDialog({
  order,
  Panel,
  onClose,
}: {
  order: Order | null;
  Panel: OrderAdminPanel;
  onClose: () => void;
}) {
  const { t } = useTranslation('order-list');
  const titleId = useId();
  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      data-testid="order-admin-dialog"
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {order && t('order.number', { number: order.orderNumber })}
      </DialogTitle>
      <IconButton
        onClick={onClose}
        aria-label={t('all.close')}
        sx={{ position: 'absolute', top: 8, right: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Suspense fallback={<CircularProgress aria-label={t('all.loadingPanel')} />}>
          {order && <Panel order={order} />}
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}

/**
 * 'Alle Bestellungen' (admins; the server refuses everyone else): every order, newest first,
 * filtered by payment state and collection, paged within 40 px of the end, the CSV export, and
 * each order's 'Admin EDIT' in a dialog.
 */
export function AllOrdersSection({ Panel }: { Panel: OrderAdminPanel }) {
  const { t } = useTranslation('order-list');
  const [filters, setFilters] = useState<OrderFilters>({ paymentStatus: null, photographCollection: null });
  const list = useAllOrders(filters, true);
  const [opened, setOpened] = useState<Order | null>(null);
  // The order as the list holds it now; one a save moved out of the filtered list stays open.
  const edited = list.orders.find((order) => order.id === opened?.id) ?? opened;
  const total = list.data?.pages[0]?.['hydra:totalItems'];
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }} data-testid="all-orders">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography id={headingId} component="h2" variant="h2" sx={{ flexGrow: 1, m: 0 }}>
          {t('all.heading')}
        </Typography>
        <CsvExportButton />
      </Box>
      <Filters filters={filters} onChange={setFilters} />
      {total !== undefined && (
        <Typography role="status" sx={{ color: 'text.secondary', mb: 1 }} data-testid="all-orders-total">
          {t('all.count', { count: total })}
        </Typography>
      )}
      <OwnedList
        list={list}
        count={list.orders.length}
        loadingLabel={t('all.loading')}
        emptyText={t('all.empty')}
        testId="all-orders-list"
        columns={ORDER_ROWS}
      >
        {list.orders.map((order) => (
          <li key={order['@id']}>
            <OrderCard
              order={order}
              showBuyer
              action={
                <IconButton
                  onClick={() => setOpened(order)}
                  aria-label={t('all.edit', { number: order.orderNumber })}
                  data-testid="order-admin-edit"
                >
                  <EditIcon />
                </IconButton>
              }
            />
          </li>
        ))}
      </OwnedList>
      <EditDialog order={edited} Panel={Panel} onClose={() => setOpened(null)} />
    </Box>
  );
}
