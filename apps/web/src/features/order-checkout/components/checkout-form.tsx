import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { PAYMENT_METHODS, type PaymentMethod } from '@retropics/domain/contracts/order.contract';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormSection } from '../../../components/form/form-section';
import { OrderSummary } from '../../../components/order-summary/order-summary';
import { ApiError } from '../../../lib/hydra/hydra-client';
import { type Order, useCheckoutOrder } from '../../../lib/resources/orders';
import { routePath } from '../../../lib/routing/route-links';
import {
  type AddressDraft,
  type CheckoutDraft,
  canSubmit,
  checkoutErrors,
  checkoutInput,
  draftOfOrder,
  type FieldErrors,
  orderMessageText,
  paymentDestination,
  placeViolations,
} from '../checkout-draft';
import { AddressFields } from './address-fields';

/**
 * Spec §2 checkout (OrderCollectionCreate and OrderUpdate): billing address, the shipping address
 * when something is posted ('same as billing', default on), payment method, the backer's name,
 * the summary from the server, the privacy/terms agreement; submit only when valid and agreed.
 */
export function CheckoutForm({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const checkout = useCheckoutOrder();
  const [draft, setDraft] = useState<CheckoutDraft>(() => draftOfOrder(order));
  const [touchedPaths, setTouchedPaths] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const agreementId = useId();
  const needed = order.shippingAddressNeeded;
  const clientErrors = useMemo(() => checkoutErrors(draft, needed), [draft, needed]);
  const ready = canSubmit(draft, needed);

  const message = (path: string) => {
    const text = serverErrors[path] ?? clientErrors[path];
    return text === undefined ? undefined : orderMessageText(t, text);
  };
  const touched = (path: string) => touchedPaths.has(path) || serverErrors[path] !== undefined;
  const blur = (path: string) => setTouchedPaths((current) => new Set(current).add(path));
  const clearServer = (paths: readonly string[]) => {
    if (!paths.some((path) => serverErrors[path] !== undefined || serverErrors._error !== undefined)) return;
    setServerErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !paths.includes(key) && key !== '_error')),
    );
  };
  const changeAddress =
    (which: 'billing' | 'shipping') => (next: Partial<AddressDraft>, paths: readonly string[]) => {
      setDraft((current) => ({ ...current, [which]: { ...current[which], ...next } }));
      clearServer(paths);
    };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setServerErrors({});
    try {
      const answer = await checkout.mutateAsync({ id: order.id, ...checkoutInput(draft, needed) });
      const destination = paymentDestination(answer, window.location.origin);
      if ('external' in destination) window.location.assign(destination.external);
      else void navigate(destination.path);
    } catch (error) {
      if (error instanceof ApiError && error.violations.length > 0) {
        const placed = placeViolations(error.fieldMessages);
        setServerErrors(placed);
      } else {
        setServerErrors({ _error: error instanceof ApiError ? error.message : t('checkout.failed') });
      }
    }
  };

  const general = serverErrors._error;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2 }}
      aria-label={t('checkout.formLabel')}
      data-testid="checkout-form"
    >
      <FormSection title={t('checkout.billingAddress')} testId="billing-address">
        <AddressFields
          kind="billingAddress"
          draft={draft.billing}
          onChange={changeAddress('billing')}
          message={message}
          touched={touched}
          onBlur={blur}
        />
      </FormSection>
      {needed && (
        <FormSection title={t('checkout.shippingAddress')} testId="shipping-address">
          <FormControlLabel
            control={
              <Checkbox
                checked={draft.sameShipping}
                onChange={(event) =>
                  setDraft((current) => ({ ...current, sameShipping: event.target.checked }))
                }
              />
            }
            label={t('checkout.sameShipping')}
          />
          {!draft.sameShipping && (
            <Box sx={{ mt: 2 }}>
              <AddressFields
                kind="shippingAddress"
                draft={draft.shipping}
                onChange={changeAddress('shipping')}
                message={message}
                touched={touched}
                onBlur={blur}
              />
            </Box>
          )}
        </FormSection>
      )}
      <FormSection title={t('checkout.payment')} testId="payment-method">
        <FormControl>
          <FormLabel id={`${agreementId}-method`}>{t('checkout.paymentMethod')}</FormLabel>
          <RadioGroup
            aria-labelledby={`${agreementId}-method`}
            value={draft.paymentMethod}
            onChange={(event) =>
              setDraft((current) => ({ ...current, paymentMethod: event.target.value as PaymentMethod }))
            }
          >
            {PAYMENT_METHODS.map((method) => (
              <FormControlLabel
                key={method}
                value={method}
                control={<Radio />}
                label={t(`paymentMethods.${method}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
        {order.photographCollection !== null && (
          <FormControlLabel
            sx={{ display: 'flex', mt: 1 }}
            control={
              <Checkbox
                checked={draft.showBackerName}
                onChange={(event) =>
                  setDraft((current) => ({ ...current, showBackerName: event.target.checked }))
                }
              />
            }
            label={t('checkout.showBackerName')}
          />
        )}
      </FormSection>
      <FormSection title={t('checkout.summary')} testId="checkout-summary">
        <OrderSummary order={order} />
      </FormSection>
      <FormControlLabel
        control={
          <Checkbox
            checked={draft.agreement}
            onChange={(event) => setDraft((current) => ({ ...current, agreement: event.target.checked }))}
            slotProps={{ input: { 'data-testid': 'checkout-agreement' } as object }}
          />
        }
        label={
          <Trans
            t={t}
            i18nKey="checkout.agreement"
            components={{
              privacy: <Link component={RouterLink} to={routePath('Privacy') ?? '/privacy'} />,
              terms: <Link component={RouterLink} to={routePath('Agb') ?? '/agb'} />,
            }}
          />
        }
        sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
      />
      {general && (
        <Alert severity="error" role="alert" data-testid="checkout-error">
          {orderMessageText(t, general)}
        </Alert>
      )}
      {!ready && (
        <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem' }} data-testid="checkout-hint">
          {t('checkout.completeFirst')}
        </Typography>
      )}
      <Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!ready || checkout.isPending}
          startIcon={
            checkout.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
          }
          data-testid="checkout-submit"
        >
          {t('checkout.submit')}
        </Button>
      </Box>
    </Box>
  );
}
