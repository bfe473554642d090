import EditIcon from '@mui/icons-material/Edit';
import LockIcon from '@mui/icons-material/Lock';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { canEditCollection } from '@retropics/domain/permissions';
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
import { useOwnCollections } from '../../lib/resources/photograph-collections';
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

function CollectionsSection({ personId }: { personId: number | string | undefined }) {
  const { t, i18n } = useTranslation(['my-images', 'browse', 'collection-edit']);
  const list = useOwnCollections(personId);
  const viewer = viewerOfToken(useSession().user);
  return (
    <OwnedSection
      name="collections"
      heading={t('collections.heading')}
      total={totalOf(list.data?.pages)}
      createLabel={t('collections.create')}
      createPath={routePath('PhotographCollectionCreate')}
    >
      <OwnedList
        list={list}
        count={list.collections.length}
        loadingLabel={t('collections.loading')}
        emptyText={t('collections.empty')}
        testId="my-collections-list"
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
 * has its create button, and each loads further pages as its end comes near.
 */
export default function MyImagesScreen() {
  const { t } = useTranslation('my-images');
  const personId = useSession().user?.person_id;
  usePageTitle(t('title'));
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography component="h1" variant="h1">
        {t('title')}
      </Typography>
      <CollectionsSection personId={personId} />
      <AlbumsSection personId={personId} />
    </Container>
  );
}
