import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { canUseEditorsDesk } from '@retropics/domain/permissions';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { viewerOfToken } from '../../components/comments/comment-rights';
import { CuratorsOnlyNotice } from '../../components/curators-only-notice';
import { usePageTitle } from '../../components/show-page/use-page-title';
import { useSession } from '../../lib/auth/session-store';
import { preloadNamespace } from '../../lib/i18n/preload-namespace';
import { useDeskCounts } from '../../lib/resources/editors-desk';
import { DESK_TABS, type DeskTab } from './desk-tabs';

preloadNamespace('editors-desk');

/** Everyone else is told plainly; the server refuses them every list anyway (canUseEditorsDesk). */
function OnlyEditors() {
  const { t } = useTranslation('editors-desk');
  return (
    <CuratorsOnlyNotice
      title={t('onlyEditorsTitle')}
      text={t('onlyEditorsText')}
      toFeed={t('toFeed')}
      testId="editors-desk-only-editors"
    />
  );
}

function TabLabel({ tab, open }: { tab: DeskTab; open: number | undefined }) {
  const { t } = useTranslation('editors-desk');
  const label = t(tab.label);
  if (!open) return label;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, pr: 1 }}>
      {label}
      <Badge
        badgeContent={open}
        color="primary"
        max={99}
        aria-hidden
        sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
        data-testid={`desk-badge-${tab.key}`}
      />
      <Box component="span" sx={visuallyHidden}>
        {t('openCount', { count: open })}
      </Box>
    </Box>
  );
}

/**
 * `/desk` (issue 19): the editors' desk. What reaches the team — feedback, bug reports, contact
 * messages, reported collections and comments — each in a tab with its open count, each item
 * marked done with who and when. Editors and admins only.
 */
export default function EditorsDeskScreen() {
  const { t } = useTranslation('editors-desk');
  const viewer = viewerOfToken(useSession().user);
  const allowed = canUseEditorsDesk(viewer);
  const counts = useDeskCounts(allowed);
  const [params, setParams] = useSearchParams();
  const id = useId();
  const current = DESK_TABS.find((tab) => tab.key === params.get('tab')) ?? DESK_TABS[0];
  usePageTitle(t('title'));
  if (!allowed || !current) return <OnlyEditors />;
  const { Panel } = current;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 }, pb: 6 }} data-testid="editors-desk">
      <Typography component="h1" variant="h1" sx={{ fontSize: { xs: '1.7rem', md: '2.2rem' }, mb: 0.5 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '44rem' }}>
        {t('intro')}
      </Typography>
      <Tabs
        value={current.key}
        onChange={(_, next: string) =>
          setParams(next === DESK_TABS[0]?.key ? {} : { tab: next }, { replace: true })
        }
        aria-label={t('tabsLabel')}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {DESK_TABS.map((tab) => (
          <Tab
            key={tab.key}
            value={tab.key}
            label={<TabLabel tab={tab} open={tab.counts ? counts.data?.open[tab.counts] : undefined} />}
            id={`${id}-tab-${tab.key}`}
            aria-controls={`${id}-panel-${tab.key}`}
            data-testid={`desk-tab-${tab.key}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel-${current.key}`} aria-labelledby={`${id}-tab-${current.key}`}>
        {/* A tab from its own folder may load its texts when first opened. */}
        <Suspense fallback={<CircularProgress aria-label={t('list.loading')} sx={{ m: 2 }} />}>
          <Panel key={current.key} />
        </Suspense>
      </Box>
    </Container>
  );
}
