import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { canEditGallery } from '@retropics/domain/permissions';
import { queryToFilters } from '@retropics/domain/search-filters';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { viewerOfToken } from '../../components/comments/comment-rights';
import { usePageTitle } from '../../components/show-page/use-page-title';
import { useSession } from '../../lib/auth/session-store';
import { placeLabel } from '../../lib/entities/archive-types';
import { isNotFound } from '../../lib/hydra/hydra-client';
import { idOfOptionalIri } from '../../lib/hydra/iri';
import { preloadNamespace } from '../../lib/i18n/preload-namespace';
import { useOwnAlbum } from '../../lib/resources/image-galleries';
import { getSearchFilters } from '../../lib/search/search-filter-store';
import { draftFromSearch, draftOfAlbum, draftWithItem, newAlbumDraft } from './album-draft';
import { AlbumForm } from './components/album-form';
import { AlbumUnavailable } from './components/album-unavailable';

preloadNamespace('album-form');
preloadNamespace('rich-text-editor');

/**
 * `/image_galleries/create` (optionally `?item=<IRI>`: the new album holds it) and
 * `/image_galleries/create/forSearchParameters` (the filters of its query, else the feed's
 * current ones, become the album's search).
 */
function NewAlbum({ fromSearch }: { fromSearch: boolean }) {
  const { t } = useTranslation('album-form');
  const [params] = useSearchParams();
  usePageTitle(t(fromSearch ? 'title.fromSearch' : 'title.create'));
  const [initial] = useState(() => {
    if (!fromSearch) return draftWithItem(newAlbumDraft(), params.get('item'));
    const inUrl = queryToFilters(params);
    return draftFromSearch(inUrl.length > 0 ? inUrl : getSearchFilters());
  });
  return <AlbumForm initial={initial} />;
}

/** `/image_galleries/edit/:id`: the owner's album; anyone else is told it cannot be changed here. */
function EditAlbum({ id }: { id: number }) {
  const { t, i18n } = useTranslation('album-form');
  const album = useOwnAlbum(Number.isInteger(id) && id > 0 ? id : null);
  const viewer = viewerOfToken(useSession().user);
  usePageTitle(t('title.edit'));
  if (!Number.isInteger(id) || id <= 0) return <AlbumUnavailable reason="missing" />;
  if (album.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }
  if (album.isError) {
    return isNotFound(album.error) ? (
      <AlbumUnavailable reason="missing" />
    ) : (
      <AlbumUnavailable reason="loadFailed" onRetry={() => void album.refetch()} />
    );
  }
  if (!canEditGallery(viewer, { ownerId: idOfOptionalIri(album.data.owner) })) {
    return <AlbumUnavailable reason="notOwner" albumIri={album.data['@id']} />;
  }
  return (
    <AlbumForm
      initial={draftOfAlbum(album.data, placeLabel(album.data.place, i18n.language))}
      album={album.data}
    />
  );
}

/** Spec §2 ImageGalleryCreate, ImageGalleryCreateSearchparameters and ImageGalleryUpdate: one form. */
export default function AlbumFormScreen() {
  const { id } = useParams();
  const { pathname, search } = useLocation();
  if (id !== undefined) return <EditAlbum key={id} id={Number(id)} />;
  const fromSearch = pathname.replace(/\/$/, '').endsWith('/forSearchParameters');
  // Another item or search is another new album.
  return <NewAlbum key={`${pathname}${search}`} fromSearch={fromSearch} />;
}
