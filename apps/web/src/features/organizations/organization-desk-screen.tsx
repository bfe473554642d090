import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { canManageOrganizations } from '@retropics/domain/permissions';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { viewerOfToken } from '../../components/comments/comment-rights';
import { CuratorsOnlyNotice } from '../../components/curators-only-notice';
import { usePageTitle } from '../../components/show-page/use-page-title';
import { useSession } from '../../lib/auth/session-store';
import { preloadNamespace } from '../../lib/i18n/preload-namespace';
import type { PartyKind } from '../../lib/resources/organizations';
import { PartyList } from './components/party-list';

preloadNamespace('organizations');
preloadNamespace('rich-text-editor');

const KINDS: readonly PartyKind[] = ['organizations', 'sponsors'];

/** Everyone else is told plainly; the server refuses their writes anyway (canManageOrganizations). */
function OnlyEditors() {
  const { t } = useTranslation('organizations');
  return (
    <CuratorsOnlyNotice
      title={t('desk.onlyEditorsTitle')}
      text={t('desk.onlyEditorsText')}
      toFeed={t('desk.toFeed')}
      testId="organizations-only-editors"
    />
  );
}

/**
 * `/organizations`: the editors' desk for organizations and sponsors (spec §3 generic resources,
 * §7): one tab each, searchable, with create, edit and delete. Curators only.
 */
export default function OrganizationDeskScreen() {
  const { t } = useTranslation('organizations');
  const viewer = viewerOfToken(useSession().user);
  const [params, setParams] = useSearchParams();
  const id = useId();
  const kind: PartyKind = params.get('tab') === 'sponsors' ? 'sponsors' : 'organizations';
  usePageTitle(t('desk.title'));
  if (!canManageOrganizations(viewer)) return <OnlyEditors />;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 }, pb: 6 }} data-testid="organizations-desk">
      <Typography component="h1" variant="h1" sx={{ fontSize: { xs: '1.7rem', md: '2.2rem' }, mb: 0.5 }}>
        {t('desk.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '44rem' }}>
        {t('desk.intro')}
      </Typography>
      <Tabs
        value={kind}
        onChange={(_, next: PartyKind) =>
          setParams(next === 'organizations' ? {} : { tab: next }, { replace: true })
        }
        aria-label={t('desk.tabs')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {KINDS.map((entry) => (
          <Tab
            key={entry}
            value={entry}
            label={t(`${entry}.tab`)}
            id={`${id}-tab-${entry}`}
            aria-controls={`${id}-panel-${entry}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel-${kind}`} aria-labelledby={`${id}-tab-${kind}`}>
        <PartyList key={kind} kind={kind} />
      </Box>
    </Container>
  );
}
