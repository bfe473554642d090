import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/hydra/hydra-client';

/** Why an item did not go into the cart: the server's messages where it gave some, else ours. */
export function AddFailedAlert({ error }: { error: Error | null }) {
  const { t } = useTranslation('cart');
  if (!error) return null;
  return (
    <Alert severity="error">
      {error instanceof ApiError && error.violations.length > 0
        ? error.violations.map((violation) => violation.message).join(' ')
        : t('drawer.addFailed')}
    </Alert>
  );
}
