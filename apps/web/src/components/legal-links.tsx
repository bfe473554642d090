import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { routePath } from '../lib/routing/route-links';

const LEGAL_PAGES = [
  { route: 'Privacy', label: 'legalLinks.privacy' },
  { route: 'Agb', label: 'legalLinks.agb' },
  { route: 'Impressum', label: 'legalLinks.impressum' },
] as const;

/** Links to the legal dialogs, for footers. */
export function LegalLinks() {
  const { t } = useTranslation();
  return (
    <Stack
      component="nav"
      aria-label={t('legalLinks.label')}
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
    >
      {LEGAL_PAGES.map(({ route, label }) => {
        const path = routePath(route);
        return path ? (
          <Link key={route} component={RouterLink} to={path} color="inherit" sx={{ py: 1 }}>
            {t(label)}
          </Link>
        ) : null;
      })}
    </Stack>
  );
}
