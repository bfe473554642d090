import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { ORDER_MESSAGES } from '@retropics/domain/contracts/order.contract';
import { centsToDecimalString } from '@retropics/domain/money';
import { perkStep, resumePaymentUrl } from '@retropics/domain/order-checkout';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localizedLabel } from '../../../components/order-summary/order-summary-lines';
import { isSignedIn, useSession } from '../../../lib/auth/session-store';
import { promptSignIn } from '../../../lib/auth/sign-in-prompt';
import { ApiError } from '../../../lib/hydra/hydra-client';
import { fetchPersonCollectionOrders, useCreateOrder } from '../../../lib/resources/orders';
import type { Perk } from '../../../lib/resources/products';
import { routePath } from '../../../lib/routing/route-links';

type Config = Record<string, string>;

function initialConfig(perk: Perk): Config {
  return Object.fromEntries(
    perk.configOptions.map((option) => [option.id, option.default === null ? '' : String(option.default)]),
  );
}

/** A choice's value as the product holds it (a number stays a number in the order's config). */
function configValue(perk: Perk, optionId: string, typed: string): string | number {
  const choice = perk.configOptions
    .find((option) => option.id === optionId)
    ?.choices.find((candidate) => String(candidate.value) === typed);
  return choice ? choice.value : typed;
}

/**
 * Spec §4 Perk selection for one perk: its options (a select each, in the reader's language),
 * the custom amount when the perk takes one, and 'Unterstützen': sign-in first, an incomplete
 * choice prompts, an unfinished payment is resumed, else an order with this one item is created
 * and its checkout opens.
 */
export function PerkPurchase({
  perk,
  name,
  collectionId,
}: {
  perk: Perk;
  /** The perk's name in the reader's language, which names its button for screen readers. */
  name: string;
  collectionId: number;
}) {
  const { t, i18n } = useTranslation('orders');
  const navigate = useNavigate();
  const session = useSession();
  const createOrder = useCreateOrder();
  const [config, setConfig] = useState<Config>(() => initialConfig(perk));
  const [amount, setAmount] = useState('');
  const [missing, setMissing] = useState<string[]>([]);
  const [amountProblem, setAmountProblem] = useState<keyof typeof ORDER_MESSAGES | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const takesAmount = Boolean(perk.additionalAttributes.customAmount);

  const back = async () => {
    setFailure(null);
    const step = perkStep({
      signedIn: isSignedIn(session) && session.user?.person_id !== undefined,
      options: perk.configOptions,
      config,
      takesCustomAmount: takesAmount,
      customAmount: amount,
    });
    if (step.kind === 'signIn') {
      promptSignIn();
      return;
    }
    setMissing(step.kind === 'incomplete' ? step.missing : []);
    setAmountProblem(step.kind === 'incomplete' ? step.amountProblem : null);
    if (step.kind === 'incomplete') return;
    const personId = session.user?.person_id ?? '';
    setBusy(true);
    try {
      const resume = resumePaymentUrl(await fetchPersonCollectionOrders(personId, collectionId));
      if (resume) {
        window.location.assign(resume);
        return;
      }
      await createOrder.mutateAsync({
        photographCollection: `/photograph_collections/${collectionId}`,
        items: [
          {
            product: perk['@id'],
            quantity: 1,
            config: Object.fromEntries(
              Object.entries(config).map(([optionId, typed]) => [
                optionId,
                configValue(perk, optionId, typed),
              ]),
            ),
            ...(step.customAmountCents === null
              ? {}
              : { customAmount: centsToDecimalString(step.customAmountCents) }),
          },
        ],
      });
      void navigate(
        routePath('OrderCollectionCreate', { id: collectionId }) ??
          `/photograph_collections/${collectionId}/order/create`,
      );
    } catch (error) {
      const violation = error instanceof ApiError ? error.violations[0]?.message : undefined;
      setFailure(violation ?? (error instanceof ApiError ? error.message : t('perk.failed')));
    } finally {
      setBusy(false);
    }
  };

  const messageOf = (message: string) => {
    const key = Object.entries(ORDER_MESSAGES).find(([, text]) => text === message)?.[0];
    return key ? t(`errors.${key}`) : message;
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5, mt: 1.5 }}>
      {perk.configOptions.map((option) => {
        const lacking = missing.includes(option.id);
        return (
          <TextField
            key={option.id}
            select
            size="small"
            label={localizedLabel(option.label, i18n.language)}
            value={config[option.id] ?? ''}
            onChange={(event) => {
              setConfig((current) => ({ ...current, [option.id]: event.target.value }));
              setMissing((current) => current.filter((id) => id !== option.id));
            }}
            error={lacking}
            helperText={lacking ? t('perk.chooseOption') : undefined}
            slotProps={{
              select: { native: true },
              // A native select with nothing chosen yet shows 'Bitte wählen' under its label.
              inputLabel: { shrink: true },
              htmlInput: { 'data-testid': `perk-option-${option.id}` },
            }}
            fullWidth
          >
            <option value="">{t('perk.choose')}</option>
            {option.choices.map((choice) => (
              <option key={String(choice.value)} value={String(choice.value)}>
                {localizedLabel(choice.name, i18n.language)}
              </option>
            ))}
          </TextField>
        );
      })}
      {takesAmount && (
        <TextField
          size="small"
          label={t('perk.amount')}
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setAmountProblem(null);
          }}
          error={amountProblem !== null}
          helperText={amountProblem ? t(`errors.${amountProblem}`) : t('perk.amountHint')}
          slotProps={{
            htmlInput: { inputMode: 'decimal', 'data-testid': 'perk-amount' },
            input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
          }}
          fullWidth
        />
      )}
      {missing.length > 0 && (
        <Alert severity="warning" role="alert" data-testid="perk-config-prompt">
          {t('perk.configPrompt')}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" role="alert">
          {messageOf(failure)}
        </Alert>
      )}
      <Button
        variant="contained"
        onClick={() => void back()}
        disabled={busy}
        startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        aria-label={t('perk.backNamed', { name })}
        data-testid="perk-back"
      >
        {t('perk.back')}
      </Button>
    </Box>
  );
}
