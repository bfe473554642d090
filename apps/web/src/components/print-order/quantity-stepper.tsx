import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { MAX_ITEM_QUANTITY } from '@retropics/domain/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface QuantityStepperProps {
  value: number;
  onChange(quantity: number): void;
  disabled?: boolean;
  /** What is counted, for screen readers ('Quantity of Photo print'). */
  label: string;
}

/** A quantity from 1 to the shop's most, with − and + buttons; the number is announced when it changes. */
export function QuantityStepper({ value, onChange, disabled = false, label }: QuantityStepperProps) {
  const { t } = useTranslation('cart');
  const id = useId();
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }} role="group" aria-labelledby={id}>
      <Typography id={id} component="span" sx={visuallyHidden}>
        {label}
      </Typography>
      <IconButton
        size="small"
        onClick={() => onChange(value - 1)}
        disabled={disabled || value <= 1}
        aria-label={t('quantity.less')}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Typography
        component="output"
        aria-live="polite"
        sx={{ minWidth: 28, textAlign: 'center', fontWeight: 700 }}
        data-testid="quantity"
      >
        {value}
      </Typography>
      <IconButton
        size="small"
        onClick={() => onChange(value + 1)}
        disabled={disabled || value >= MAX_ITEM_QUANTITY}
        aria-label={t('quantity.more')}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
