import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OrderAdminInput, OrderOutput } from '@retropics/domain/contracts/order.contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/form/confirm-dialog';
import { ApiError } from '../../lib/hydra/hydra-client';
import { formatDate } from '../../lib/i18n/format-date';
import { preloadNamespace } from '../../lib/i18n/preload-namespace';
import { useAdministerOrder } from '../../lib/resources/order-lists';
import {
  adminChanges,
  adminFormOf,
  DELIVERY_STATUSES,
  mayMarkTransferReceived,
  type OrderAdminForm,
} from './order-admin-rules';

preloadNamespace('order-list');

const NOTE_MAX = 2000;

type FieldErrors = Partial<Record<'status' | 'deliveryStatus' | 'note' | 'paymentStatus', string>>;

/** A refused save: the server's messages by field, and what to say about the save as a whole. */
function refusalOf(error: unknown, fallback: string): { fields: FieldErrors; message: string } {
  if (!(error instanceof ApiError)) return { fields: {}, message: fallback };
  const fields = error.fieldMessages as FieldErrors;
  return { fields, message: error.status === 422 ? fallback : error.message };
}

/**
 * 'Admin EDIT' (spec §2 OrderUpdate; admins only, the server checks it too): the order's status,
 * 'Überweisung eingegangen' for a bank transfer that arrived (after a confirmation: it marks the
 * order paid and counts a contribution once), the delivery state and an internal note, saved with
 * `PUT /orders/{id}/admin`. Refusals show beside their fields.
 */
export default function OrderAdminPanel({ order }: { order: OrderOutput }) {
  const { t, i18n } = useTranslation('order-list');
  const administer = useAdministerOrder(order.id);
  const [saved, setSaved] = useState<OrderOutput | null>(null);
  const current = saved ?? order;
  const [form, setForm] = useState<OrderAdminForm>(() => adminFormOf(order));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const send = (body: OrderAdminInput, success: string) => {
    setErrors({});
    setProblem(null);
    setDone(null);
    administer.mutate(body, {
      onSuccess: (result) => {
        setSaved(result);
        // A received transfer also completes the order: the form follows what the server now holds,
        // so the next save does not send the old status back. The note stays as typed.
        setForm((typed) => ({ ...adminFormOf(result), note: typed.note }));
        setDone(success);
        setConfirming(false);
      },
      onError: (error) => {
        const refusal = refusalOf(error, t('admin.saveFailed'));
        setErrors(refusal.fields);
        setProblem(refusal.message);
        setConfirming(false);
      },
    });
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const body = adminChanges(current, form);
    if (body === null) {
      setProblem(null);
      setDone(t('admin.unchanged'));
      return;
    }
    send(body, t('admin.saved'));
  };

  const change = <Key extends keyof OrderAdminForm>(key: Key, value: OrderAdminForm[Key]) => {
    setForm((before) => ({ ...before, [key]: value }));
    setErrors((before) => ({ ...before, [key]: undefined }));
    setDone(null);
  };

  const paid = current.paymentStatus === 'paid';
  const total = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' }).format(
    current.priceTotal,
  );

  return (
    <Box component="form" onSubmit={save} noValidate data-testid="order-admin-panel">
      <Stack spacing={2}>
        <Box>
          <Typography data-testid="order-admin-payment">
            {paid
              ? t('admin.paidOn', {
                  total,
                  date: current.paidAt ? formatDate(current.paidAt.slice(0, 10)) : '–',
                })
              : t('admin.unpaid', { total })}
          </Typography>
          <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
            {t('admin.method', {
              method: current.paymentMethod
                ? t(`admin.methods.${current.paymentMethod}`, current.paymentMethod)
                : '–',
            })}
          </Typography>
        </Box>
        {mayMarkTransferReceived(current) && (
          <Box>
            <Button
              variant="contained"
              color="success"
              onClick={() => setConfirming(true)}
              disabled={administer.isPending}
              data-testid="order-admin-transfer"
            >
              {t('admin.transferReceived')}
            </Button>
            {errors.paymentStatus && (
              <Typography role="alert" sx={{ color: 'error.main', fontSize: '0.875rem', mt: 0.5 }}>
                {errors.paymentStatus}
              </Typography>
            )}
          </Box>
        )}
        <TextField
          select
          label={t('admin.status')}
          value={form.status}
          onChange={(event) => change('status', event.target.value as OrderAdminForm['status'])}
          error={errors.status !== undefined}
          helperText={errors.status}
          data-testid="order-admin-status"
        >
          {/* A paid order stays completed: it is neither open again nor canceled (spec §4). */}
          <MenuItem value="open" disabled={paid}>
            {t('admin.statuses.open')}
          </MenuItem>
          <MenuItem value="completed">{t('admin.statuses.completed')}</MenuItem>
          <MenuItem value="canceled" disabled={paid}>
            {t('admin.statuses.canceled')}
          </MenuItem>
        </TextField>
        <TextField
          select
          label={t('admin.deliveryStatus')}
          value={form.deliveryStatus}
          onChange={(event) =>
            change('deliveryStatus', event.target.value as OrderAdminForm['deliveryStatus'])
          }
          error={errors.deliveryStatus !== undefined}
          helperText={errors.deliveryStatus}
          data-testid="order-admin-delivery"
        >
          <MenuItem value="" disabled>
            {t('admin.deliveryUnset')}
          </MenuItem>
          {DELIVERY_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`admin.deliveries.${status}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('admin.note')}
          value={form.note}
          onChange={(event) => change('note', event.target.value)}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
          error={errors.note !== undefined}
          helperText={errors.note ?? t('admin.noteHint', { count: form.note.length, max: NOTE_MAX })}
          data-testid="order-admin-note"
        />
        {problem !== null && (
          <Alert severity="error" role="alert" data-testid="order-admin-error">
            {problem}
          </Alert>
        )}
        {done !== null && (
          <Alert severity="success" role="status" data-testid="order-admin-saved">
            {done}
          </Alert>
        )}
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={administer.isPending}
            startIcon={
              administer.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
            }
            data-testid="order-admin-save"
          >
            {t('admin.save')}
          </Button>
        </Box>
      </Stack>
      <ConfirmDialog
        open={confirming}
        question={t('admin.confirmTransfer', { number: current.orderNumber, total })}
        detail={t('admin.confirmTransferDetail')}
        confirmLabel={t('admin.confirmYes')}
        cancelLabel={t('admin.confirmNo')}
        busy={administer.isPending}
        onConfirm={() => send({ paymentStatus: 'paid' }, t('admin.transferSaved'))}
        onCancel={() => setConfirming(false)}
        data-testid="order-admin-confirm"
      />
    </Box>
  );
}
