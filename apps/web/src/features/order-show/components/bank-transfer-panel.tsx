import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { toCents } from '@retropics/domain/money';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../components/order-summary/order-summary-lines';
import { usePaymentMethod } from '../../../lib/resources/orders';

type Field = 'bankName' | 'bankAccount' | 'bankBic' | 'amount' | 'transferReference';

/**
 * Spec §2 order show: the bank-transfer details (bank, IBAN, BIC, amount, reference), each with a
 * copy-to-clipboard button and a confirmation read out to screen readers.
 */
export function BankTransferPanel({ orderId }: { orderId: number }) {
  const { t, i18n } = useTranslation('orders');
  const details = usePaymentMethod(orderId, true);
  const headingId = useId();
  const [copied, setCopied] = useState<Field | null>(null);
  const [copyFailed, setCopyFailed] = useState(false);

  const copy = async (field: Field, value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(field);
      setCopyFailed(false);
    } catch {
      setCopied(null);
      setCopyFailed(true);
    }
  };

  const transfer = details.data?.bankTransfer;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 } }}
      data-testid="bank-transfer"
    >
      <Typography
        id={headingId}
        component="h2"
        variant="h3"
        sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 1 }}
      >
        {t('bankTransfer.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('bankTransfer.intro')}</Typography>
      {details.isPending && <CircularProgress size={24} aria-label={t('loading')} />}
      {details.isError && <Alert severity="error">{t('bankTransfer.loadFailed')}</Alert>}
      {transfer && (
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
          {(
            [
              ['bankName', transfer.bankName, transfer.bankName],
              ['bankAccount', transfer.bankAccount, transfer.bankAccount.replace(/\s/g, '')],
              ['bankBic', transfer.bankBic, transfer.bankBic],
              ['amount', formatCents(toCents(transfer.amount), i18n.language), transfer.amount.toFixed(2)],
              ['transferReference', transfer.transferReference, transfer.transferReference],
            ] as const
          ).map(([field, shown, value]) => (
            <Box key={field}>
              <Typography component="dt" sx={{ fontSize: '0.8rem', color: 'text.secondary' }}>
                {t(`bankTransfer.${field}`)}
              </Typography>
              <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography
                  component="span"
                  sx={{ flex: 1, minWidth: 0, fontWeight: 700, overflowWrap: 'anywhere' }}
                  data-testid={`bank-transfer-${field}`}
                >
                  {shown}
                </Typography>
                <IconButton
                  onClick={() => void copy(field, value)}
                  aria-label={t('bankTransfer.copy', { what: t(`bankTransfer.${field}`) })}
                  data-testid={`copy-${field}`}
                >
                  <ContentCopyIcon fontSize="small" />
                </IconButton>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <Box role="status" aria-live="polite" sx={{ mt: copied || copyFailed ? 1.5 : 0 }}>
        {copied && (
          <Alert severity="success" data-testid="copy-confirmation">
            {t('bankTransfer.copied', { what: t(`bankTransfer.${copied}`) })}
          </Alert>
        )}
        {copyFailed && <Alert severity="warning">{t('bankTransfer.copyFailed')}</Alert>}
      </Box>
    </Paper>
  );
}
