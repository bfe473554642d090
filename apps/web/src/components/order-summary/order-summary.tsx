import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../lib/resources/orders';
import { type Perk, usePerks } from '../../lib/resources/products';
import { formatCents, localizedLabel, orderSummaryFigures, type SummaryLine } from './order-summary-lines';

/** The options of a line by their labels and chosen values in the reader's language. */
function optionTexts(line: SummaryLine, product: Perk | undefined, language: string): string[] {
  return Object.entries(line.config).map(([optionId, value]) => {
    const option = product?.configOptions.find((candidate) => candidate.id === optionId);
    if (!option) return `${optionId}: ${value}`;
    const choice = option.choices.find((candidate) => String(candidate.value) === String(value));
    const shown = choice ? localizedLabel(choice.name, language) : String(value);
    return `${localizedLabel(option.label, language)}: ${shown}`;
  });
}

function Row({
  label,
  value,
  strong = false,
  small = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
  small?: boolean;
}) {
  return (
    <Box
      component="div"
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        fontWeight: strong ? 700 : 400,
        ...(small ? { fontSize: '0.8rem', color: 'text.secondary' } : {}),
      }}
    >
      <Box component="dt">{label}</Box>
      <Box component="dd" sx={{ m: 0, whiteSpace: 'nowrap' }}>
        {value}
      </Box>
    </Box>
  );
}

/**
 * Spec §2 checkout and order show: the items with their options, subtotal, shipping or 'Free',
 * the VAT contained and the total, every figure from the server's answer (spec §9 euros).
 */
export function OrderSummary({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const language = i18n.language;
  const figures = orderSummaryFigures(order);
  const products = usePerks(order.items.map((item) => item.product));
  const productOf = new Map((products.data ?? []).map((product) => [product['@id'], product]));
  const euro = (cents: number) => formatCents(cents, language);
  return (
    <Box data-testid="order-summary">
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {figures.lines.map((line) => {
          const options = optionTexts(line, productOf.get(line.product), language);
          return (
            <Box component="li" key={line.id} data-testid="order-summary-item">
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <Typography sx={{ fontWeight: 700 }}>
                  {line.quantity > 1 ? `${line.quantity} × ${line.productName}` : line.productName}
                </Typography>
                <Typography sx={{ whiteSpace: 'nowrap' }}>{euro(line.lineCents)}</Typography>
              </Box>
              {options.map((text) => (
                <Typography key={text} sx={{ fontSize: '0.85rem', color: 'text.secondary' }}>
                  {text}
                </Typography>
              ))}
            </Box>
          );
        })}
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
        <Row label={t('summary.subtotal')} value={euro(figures.subtotalCents)} />
        <Row
          label={t('summary.shipping')}
          value={figures.shippingFree ? t('summary.free') : euro(figures.shippingCents)}
        />
        <Row label={t('summary.total')} value={euro(figures.totalCents)} strong />
        <Row label={t('summary.vatIncluded')} value={euro(figures.vatCents)} small />
      </Box>
    </Box>
  );
}
