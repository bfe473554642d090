import EditIcon from '@mui/icons-material/Edit';
import LockIcon from '@mui/icons-material/Lock';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { canEditCollection, canManageCollectionWorkflow } from '@retropics/domain/permissions';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { viewerOfToken } from '../../components/comments/comment-rights';
import { usePageTitle } from '../../components/show-page/use-page-title';
import { useSession } from '../../lib/auth/session-store';
import { collectionCoverUrl } from '../../lib/entities/collection';
import { idOfOptionalIri } from '../../lib/hydra/iri';
import { albumInLanguage, collectionInLanguage } from '../../lib/i18n/content-texts';
import { preloadNamespace } from '../../lib/i18n/preload-namespace';
import { albumCoverUrl } from '../../lib/media/image-urls';
import { useOwnAlbumPages } from '../../lib/resources/image-galleries';
import { useOwnCollections, useReportedCollections } from '../../lib/resources/photograph-collections';
import { documentPath } from '../../lib/routing/document-links';
import { routePath } from '../../lib/routing/route-links';
import { OwnedCard } from './components/owned-card';
import { OwnedList } from './components/owned-list';
import { OwnedSection } from './components/owned-section';
import { albumItemCount } from './my-images-rules';

preloadNamespace('my-images');
// The collection statuses are worded in the collection screen's texts, its edit button in the edit screen's.
preloadNamespace('browse');
preloadNamespace('collection-edit');

/** The first page's `hydra:totalItems`: how many there are in all. */
function totalOf(pages: ReadonlyArray<{ 'hydra:totalItems'?: number }> | undefined): number | undefined {
  return pages?.[0]?.['hydra:totalItems'];
}

/** A list of collections as 'my images' shows them: cover, status, photograph count, and the edit button where allowed. */
function CollectionsSection({
  name,
  list,
  labels,
  createPath,
  testId,
}: {
  name: string;
  list: ReturnType<typeof useOwnCollections>;
  labels: { heading: string; create: string; loading: string; empty: string };
  createPath: string | null;
  testId: string;
}) {
  const { t, i18n } = useTranslation(['my-images', 'browse', 'collection-edit']);
  const viewer = viewerOfToken(useSession().user);
  return (
    <OwnedSection
      name={name}
      heading={labels.heading}
      total={totalOf(list.data?.pages)}
      createLabel={labels.create}
      createPath={createPath}
    >
      <OwnedList
        list={list}
        count={list.collections.length}
        loadingLabel={labels.loading}
        emptyText={labels.empty}
        testId={testId}
      >
        {list.collections.map((stored) => {
          const collection = collectionInLanguage(stored, i18n.language);
          return (
            <li key={collection['@id']}>
              <OwnedCard
                to={documentPath(collection['@id'])}
                coverSrc={collectionCoverUrl(collection, 'list')}
                badge={
                  <Chip
                    size="small"
                    label={t(`browse:collection.status.${collection.status}`)}
                    sx={{ bgcolor: 'rgba(0,0,0,0.75)', color: '#fff' }}
                  />
                }
                headline={collection.headline}
                detail={t('collections.photographs', { count: collection.photographsCount })}
                testId="my-collection-card"
                action={
                  canEditCollection(viewer, { ownerId: idOfOptionalIri(collection.owner) }) && (
                    <IconButton
                      component={RouterLink}
                      to={routePath('PhotographCollectionUpdate', { id: collection.id }) ?? ''}
                      aria-label={t('collection-edit:openEditNamed', { headline: collection.headline })}
                      sx={{
                        bgcolor: 'rgba(0,0,0,0.75)',
                        color: '#fff',
                        '&:hover': { bgcolor: 'rgba(0,0,0,0.9)' },
                      }}
                      data-testid="my-collection-edit"
                    >
                      <EditIcon />
                    </IconButton>
                  )
                }
              />
            </li>
          );
        })}
      </OwnedList>
    </OwnedSection>
  );
}

function OwnCollectionsSection({ personId }: { personId: number | string | undefined }) {
  const { t } = useTranslation('my-images');
  return (
    <CollectionsSection
      name="collections"
      list={useOwnCollections(personId)}
      labels={{
        heading: t('collections.heading'),
        create: t('collections.create'),
        loading: t('collections.loading'),
        empty: t('collections.empty'),
      }}
      createPath={routePath('PhotographCollectionCreate')}
      testId="my-collections-list"
    />
  );
}

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

function AlbumsSection({ personId }: { personId: number | string | undefined }) {
  const { t, i18n } = useTranslation('my-images');
  const list = useOwnAlbumPages(personId);
  return (
    <OwnedSection
      name="albums"
      heading={t('albums.heading')}
      total={totalOf(list.data?.pages)}
      createLabel={t('albums.create')}
      createPath={routePath('ImageGalleryCreate')}
    >
      <OwnedList
        list={list}
        count={list.albums.length}
        loadingLabel={t('albums.loading')}
        emptyText={t('albums.empty')}
        testId="my-albums-list"
      >
        {list.albums.map((stored) => {
          const album = albumInLanguage(stored, i18n.language);
          return (
            <li key={album['@id']}>
              <OwnedCard
                to={documentPath(album['@id'])}
                // A private cover opens only with the owner's `coverAccess` (in the answer); a cover that
                // cannot load leaves the tile's fallback surface.
                coverSrc={albumCoverUrl(album, 'list')}
                badge={
                  album.isPrivate && (
                    <Chip
                      size="small"
                      icon={<LockIcon aria-hidden />}
                      label={t('albums.private')}
                      sx={{
                        bgcolor: 'rgba(0,0,0,0.75)',
                        color: '#fff',
                        '& .MuiChip-icon': { color: '#fff' },
                      }}
                      data-testid="private-chip"
                    />
                  )
                }
                headline={album.headline}
                detail={t('albums.items', { count: albumItemCount(album) })}
                testId="my-album-card"
              />
            </li>
          );
        })}
      </OwnedList>
    </OwnedSection>
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
      <AlbumsSection personId={personId} />
    </Container>
  );
}
