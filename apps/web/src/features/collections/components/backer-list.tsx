import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Backer } from '../../../lib/resources/orders';

/** Issue 18: the backers who chose at checkout to be thanked by name. */
export function BackerList({ backers }: { backers: readonly Backer[] }) {
  const { t } = useTranslation('orders');
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2, pb: 2 }} data-testid="backers">
      <Typography id={headingId} component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('backers.title')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {backers.map((backer, index) => (
          // Two backers may share a name; the list is read only and never reordered.
          // biome-ignore lint/suspicious/noArrayIndexKey: names are not unique
          <Typography component="li" key={`${backer.name}-${index}`} sx={{ fontSize: '0.9rem' }}>
            {backer.name}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
