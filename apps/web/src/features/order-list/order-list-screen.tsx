import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { canAdministerOrders } from '@retropics/domain/permissions';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { viewerOfToken } from '../../components/comments/comment-rights';
import { OwnAlbumsSection, OwnCollectionsSection } from '../../components/owned-lists/owned-sections';
import { usePageTitle } from '../../components/show-page/use-page-title';
import { useSession } from '../../lib/auth/session-store';
import { preloadNamespace } from '../../lib/i18n/preload-namespace';
import { AllOrdersSection, type OrderAdminPanel } from './components/all-orders-section';
import { OwnOrdersSection } from './components/own-orders-section';

preloadNamespace('order-list');

/** The admins' tab of every order, kept in the address (`?view=all`) so a reload stays there. */
const ALL_VIEW = 'all';

function OwnView({ personId }: { personId: number | string | undefined }) {
  return (
    <>
      <OwnCollectionsSection personId={personId} showAbout />
      <OwnAlbumsSection personId={personId} />
      <OwnOrdersSection personId={personId} />
    </>
  );
}

/**
 * Spec §2 OrderList `/orders` (signed in): 'Deine Sammlungen' with what each is about and the
 * button to report one, 'Deine Alben', and the person's orders with their states, each list paged
 * within 40 px of its end. Admins get a second tab with every order ('Alle Bestellungen'), whose
 * edit dialog holds the 'Admin EDIT' panel the route hands in.
 */
export default function OrderListScreen({ adminPanel }: { adminPanel: OrderAdminPanel }) {
  const { t } = useTranslation('order-list');
  const user = useSession().user;
  const admin = canAdministerOrders(viewerOfToken(user));
  const [params, setParams] = useSearchParams();
  const view = admin && params.get('view') === ALL_VIEW ? ALL_VIEW : 'own';
  usePageTitle(t('title'));
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography component="h1" variant="h1">
        {t('title')}
      </Typography>
      {admin && (
        <Tabs
          value={view}
          onChange={(_, next: string) =>
            setParams(next === ALL_VIEW ? { view: ALL_VIEW } : {}, { replace: true })
          }
          aria-label={t('tabs.label')}
          sx={{ mt: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="own" label={t('tabs.own')} id="orders-tab-own" aria-controls="orders-panel" />
          <Tab
            value={ALL_VIEW}
            label={t('tabs.all')}
            id="orders-tab-all"
            aria-controls="orders-panel"
            data-testid="orders-tab-all"
          />
        </Tabs>
      )}
      <div
        id="orders-panel"
        {...(admin
          ? { role: 'tabpanel', 'aria-labelledby': view === ALL_VIEW ? 'orders-tab-all' : 'orders-tab-own' }
          : {})}
      >
        {view === ALL_VIEW ? <AllOrdersSection Panel={adminPanel} /> : <OwnView personId={user?.person_id} />}
      </div>
    </Container>
  );
}
