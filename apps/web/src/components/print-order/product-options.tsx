import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type CartProduct, choiceName, optionLabel } from '../../lib/cart/cart-rules';

interface ProductOptionsProps {
  product: Pick<CartProduct, 'configOptions'>;
  config: Readonly<Record<string, string | number>>;
  onAnswer(optionId: string, value: string | number): void;
}

/** A product's config options (spec §3), each a labelled group of its choices in the reader's language. */
export function ProductOptions({ product, config, onAnswer }: ProductOptionsProps) {
  const { i18n } = useTranslation();
  const id = useId();
  return product.configOptions.map((option) => (
    <FormControl key={option.id}>
      <FormLabel id={`${id}-${option.id}`}>{optionLabel(option, i18n.language)}</FormLabel>
      <RadioGroup
        aria-labelledby={`${id}-${option.id}`}
        value={config[option.id] === undefined ? '' : String(config[option.id])}
        onChange={(_, value) => {
          const choice = option.choices.find((entry) => String(entry.value) === value);
          if (choice) onAnswer(option.id, choice.value);
        }}
      >
        {option.choices.map((choice) => (
          <FormControlLabel
            key={String(choice.value)}
            value={String(choice.value)}
            control={<Radio />}
            label={choiceName(product, option.id, choice.value, i18n.language)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  ));
}
