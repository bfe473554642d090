import EditIcon from '@mui/icons-material/Edit';
import LockIcon from '@mui/icons-material/Lock';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import { canEditCollection } from '@retropics/domain/permissions';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
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
import { viewerOfToken } from '../comments/comment-rights';
import { plainText } from '../rich-text/rich-text';
import { OwnedCard } from './owned-card';
import { OwnedList } from './owned-list';
import { albumItemCount } from './owned-lists-rules';
import { OwnedSection } from './owned-section';

// 'Meine Bilder' words these lists; the collection statuses are worded in the collection screen's
// texts, its edit button in the edit screen's.
preloadNamespace('my-images');
preloadNamespace('browse');
preloadNamespace('collection-edit');

/** The first page's `hydra:totalItems`: how many there are in all. */
function totalOf(pages: ReadonlyArray<{ 'hydra:totalItems'?: number }> | undefined): number | undefined {
  return pages?.[0]?.['hydra:totalItems'];
}

/**
 * A list of collections as the person's own lists show them ('meine Bilder', the orders screen):
 * cover, status, photograph count, with `showAbout` what each is about, and the edit button where
 * allowed.
 */
export function CollectionsSection({
  name,
  list,
  labels,
  createPath,
  testId,
  showAbout = false,
}: {
  name: string;
  list: ReturnType<typeof useOwnCollections>;
  labels: { heading: string; create: string; loading: string; empty: string };
  createPath: string | null;
  testId: string;
  showAbout?: boolean;
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
                {...(showAbout ? { about: plainText(collection.about) } : {})}
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

/**
 * 'Deine Sammlungen': the collections the person owns, newest first, with the button to report
 * one (spec §2 My images and OrderList).
 */
export function OwnCollectionsSection({
  personId,
  showAbout = false,
}: {
  personId: number | string | undefined;
  showAbout?: boolean;
}) {
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
      showAbout={showAbout}
    />
  );
}

/** 'Deine Alben': the person's albums, private ones with their chip, and the button to make one. */
export function OwnAlbumsSection({ personId }: { personId: number | string | undefined }) {
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
