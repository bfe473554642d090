import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { canManageCollectionWorkflow } from '@retropics/domain/permissions';
import { useTranslation } from 'react-i18next';
import { viewerOfToken } from '../../components/comments/comment-rights';
import {
  CollectionsSection,
  OwnAlbumsSection,
  OwnCollectionsSection,
} from '../../components/owned-lists/owned-sections';
import { usePageTitle } from '../../components/show-page/use-page-title';
import { useSession } from '../../lib/auth/session-store';
import { preloadNamespace } from '../../lib/i18n/preload-namespace';
import { useReportedCollections } from '../../lib/resources/photograph-collections';

preloadNamespace('my-images');

/**
 * For editors and admins: the collections visitors reported (status New), newest first, so the
 * team takes each on from here as well as from the notice mail.
 */
function ReportedCollectionsSection() {
  const { t } = useTranslation('my-images');
  return (
    <CollectionsSection
      name="reported"
      list={useReportedCollections()}
      labels={{
        heading: t('reported.heading'),
        create: '',
        loading: t('reported.loading'),
        empty: t('reported.empty'),
      }}
      createPath={null}
      testId="reported-collections-list"
    />
  );
}

/**
 * Spec §2 ImageGalleryList `/my_images/` (signed in): 'Deine Sammlungen', the collections the
 * person owns, and 'Deine Alben', their albums with the private ones; each section folds, each
 * has its create button, and each loads further pages as its end comes near. Editors and admins
 * see the new reports above them.
 */
export default function MyImagesScreen() {
  const { t } = useTranslation('my-images');
  const user = useSession().user;
  const personId = user?.person_id;
  usePageTitle(t('title'));
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography component="h1" variant="h1">
        {t('title')}
      </Typography>
      {canManageCollectionWorkflow(viewerOfToken(user)) && <ReportedCollectionsSection />}
      <OwnCollectionsSection personId={personId} />
      <OwnAlbumsSection personId={personId} />
    </Container>
  );
}
