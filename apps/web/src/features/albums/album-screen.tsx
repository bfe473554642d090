import CloseIcon from '@mui/icons-material/Close';
import EventIcon from '@mui/icons-material/Event';
import PlaceIcon from '@mui/icons-material/Place';
import ShareIcon from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { ALBUM_TEXT_TRUNCATE_CHARS, SCROLL_PX } from '@retropics/domain/constants';
import { canAddCommentToGallery, canEditGallery } from '@retropics/domain/permissions';
import { categoryFilter } from '@retropics/domain/search-filters';
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { CommentThread } from '../../components/comments/comment-list';
import { viewerOfToken } from '../../components/comments/comment-rights';
import { Fact, FactList } from '../../components/fact-list';
import { KeepOfflineButton } from '../../components/keep-offline/keep-offline-button';
import { PhotoBookButton } from '../../components/print-order/photo-book-button';
import { RichText } from '../../components/rich-text/rich-text';
import { ShareDialog } from '../../components/share/share-dialog';
import { ExpandableBox } from '../../components/show-page/expandable-box';
import { StickyTitleBar } from '../../components/show-page/sticky-title-bar';
import { useCloseScreen } from '../../components/show-page/use-close-screen';
import { usePageTitle } from '../../components/show-page/use-page-title';
import { TileImage } from '../../components/tiles/tile-image';
import { useSession } from '../../lib/auth/session-store';
import { placeLabel } from '../../lib/entities/archive-types';
import { isNotFound } from '../../lib/hydra/hydra-client';
import { idOfOptionalIri } from '../../lib/hydra/iri';
import { albumInLanguage, localName } from '../../lib/i18n/content-texts';
import { preloadNamespace } from '../../lib/i18n/preload-namespace';
import { albumCoverUrl } from '../../lib/media/image-urls';
import { useOffline } from '../../lib/offline/connectivity';
import { useCategories, useCategoryName } from '../../lib/resources/categories';
import { useAlbumComments } from '../../lib/resources/comments';
import { type Album, coverShowsTitle, useAlbum, useAlbumContent } from '../../lib/resources/image-galleries';
import { homePath } from '../../lib/routing/route-links';
import { feedSearchPath } from '../../lib/search/feed-search-url';
import { useSettings } from '../../lib/settings/settings-store';
import { AdditionalData, attributeRows } from './components/additional-data';
import type { AlbumEntry } from './components/album-entries';
import { AlbumGrid } from './components/album-grid';
import { AlbumSearchResult } from './components/album-search-result';
import { FamilyLine } from './components/family-line';
import { Mentions } from './components/mentions';
import { OwnerBar, RemoveFromAlbumButton, RemoveFromAlbumDialog } from './components/owner-actions';
import { TruncatedText } from './components/truncated-text';

preloadNamespace('browse');

// Drag and drop (dnd-kit) loads when the owner first changes the order.
const AlbumReorder = lazy(() => import('./components/album-reorder'));

/** 'n × town' for the towns the album's photographs come from, most first (spec §2 places of origin). */
export function originCounts(
  places: ReadonlyArray<{ town: string | null }>,
): Array<{ town: string; count: number }> {
  const counts = new Map<string, number>();
  for (const { town } of places) if (town) counts.set(town, (counts.get(town) ?? 0) + 1);
  return [...counts]
    .map(([town, count]) => ({ town, count }))
    .sort((a, b) => b.count - a.count || a.town.localeCompare(b.town));
}

function AlbumView({
  album: stored,
  color,
  commentId,
}: {
  album: Album;
  color: boolean;
  commentId: number | null;
}) {
  const { t, i18n } = useTranslation('browse');
  const album = useMemo(() => albumInLanguage(stored, i18n.language), [stored, i18n.language]);
  const settings = useSettings();
  const close = useCloseScreen();
  const [shareOpen, setShareOpen] = useState(false);
  const { data: categories = [] } = useCategories();
  const categoryName = useCategoryName();
  const content = useAlbumContent(album);
  const albumComments = useAlbumComments(album.id);
  // Unique per album view: up to five of them stay mounted (app/routes, spec §9).
  const commentsHeadingId = useId();
  usePageTitle(album.headline);

  const albumCategories = categories.filter((category) => album.categories.includes(category['@id']));
  const rows = attributeRows(album.categoryAttributes, categories, album.categories, i18n.language);
  const origins = originCounts(
    content.photographs.items.map((photograph) => ({
      town:
        localName(
          photograph.place?.postalAddress?.addressLocality,
          photograph.place?.postalAddress?.addressLocalityNames,
          i18n.language,
        ) ?? localName(photograph.place?.name, photograph.place?.names, i18n.language),
    })),
  );
  const entries = useMemo<AlbumEntry[]>(
    () => [
      ...content.subAlbums.items.map((item) => ({ kind: 'album' as const, album: item })),
      ...content.photographs.items.map((item) => ({ kind: 'photograph' as const, photograph: item })),
      ...content.retrosnaps.items.map((item) => ({ kind: 'retrosnap' as const, retrosnap: item })),
      ...content.comments.items.map((item) => ({ kind: 'comment' as const, comment: item })),
    ],
    [content.subAlbums.items, content.photographs.items, content.retrosnaps.items, content.comments.items],
  );
  const loadingContent =
    !content.photographs.done ||
    !content.subAlbums.done ||
    !content.retrosnaps.done ||
    !content.comments.done;

  // Spec §6 Owner: edit, delete, remove and reorder are the owner's (the server refuses anyone else).
  const viewer = viewerOfToken(useSession().user);
  const isOwner = canEditGallery(viewer, { ownerId: idOfOptionalIri(album.owner) });
  const [reordering, setReordering] = useState(false);
  const [removing, setRemoving] = useState<AlbumEntry | null>(null);
  const canReorder = [content.subAlbums, content.photographs, content.retrosnaps, content.comments].some(
    (list) => list.items.length > 1,
  );
  const canAdd = useCallback(
    (entry: AlbumEntry) =>
      viewer !== null &&
      // A comment goes into an album of its author only (the comments of an album all mark an area).
      (entry.kind !== 'comment' ||
        canAddCommentToGallery(viewer, {
          comment: { authorId: idOfOptionalIri(entry.comment.author?.['@id']), box: true },
          gallery: { ownerId: viewer.personId },
        })),
    [viewer],
  );
  const ownerActions = useCallback(
    (entry: AlbumEntry, title: string) => (
      <RemoveFromAlbumButton title={title} onClick={() => setRemoving(entry)} />
    ),
    [],
  );

  const shareButton = (
    <IconButton color="inherit" onClick={() => setShareOpen(true)} aria-label={t('album.share')}>
      <ShareIcon />
    </IconButton>
  );
  const overImageButton = {
    bgcolor: 'rgba(0,0,0,0.55)',
    color: '#fff',
    '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' },
  };
  const period = `${album.fromYear} – ${album.toYear}`;

  // A cover that carries the title (template, or 'title already in image') is not written over:
  // the heading then stands under it, for screen readers only.
  const titleInCover = coverShowsTitle(album);
  const heading = (
    <Container
      maxWidth="lg"
      sx={titleInCover ? { pt: 1.5 } : { position: 'absolute', insetInline: 0, bottom: 0, pb: 3 }}
    >
      <Typography variant="overline" component="p" sx={{ opacity: 0.85 }}>
        {t('feed.album')}
      </Typography>
      <Typography
        component="h1"
        variant="h1"
        sx={titleInCover ? visuallyHidden : { fontSize: { xs: '1.8rem', md: '2.6rem' } }}
      >
        {album.headline}
      </Typography>
      <KeepOfflineButton album={album} />
      <Box sx={{ mt: 1.5 }}>
        <PhotoBookButton albumId={album.id} />
      </Box>
    </Container>
  );

  return (
    <Box sx={{ pb: 6 }}>
      <StickyTitleBar
        title={album.headline}
        closeLabel={t('album.close')}
        onClose={close}
        actions={shareButton}
      />
      <Box
        component="header"
        sx={
          titleInCover
            ? // A cover with its title is shown whole (templates are 3:2), so the title is never cut.
              {
                position: 'relative',
                aspectRatio: '3 / 2',
                width: 'min(100%, 840px)',
                mx: 'auto',
                color: '#fff',
              }
            : {
                position: 'relative',
                height: { xs: '46vh', md: '56vh' },
                minHeight: 260,
                maxHeight: 560,
                color: '#fff',
              }
        }
      >
        <TileImage sources={[]} src={albumCoverUrl(album, 'display')} size="display" priority />
        {!titleInCover && (
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              background: 'linear-gradient(to top, rgba(0,0,0,0.85), rgba(0,0,0,0.2) 55%, rgba(0,0,0,0.35))',
            }}
          />
        )}
        <IconButton
          onClick={close}
          aria-label={t('album.close')}
          sx={{ position: 'absolute', top: 12, left: 12, ...overImageButton }}
        >
          <CloseIcon />
        </IconButton>
        <IconButton
          onClick={() => setShareOpen(true)}
          aria-label={t('album.share')}
          sx={{ position: 'absolute', top: 12, right: 12, ...overImageButton }}
        >
          <ShareIcon />
        </IconButton>
        {!titleInCover && heading}
      </Box>
      {titleInCover && heading}

      <Container maxWidth="lg" sx={{ mt: 2 }}>
        {isOwner && (
          <Suspense fallback={null}>
            <OwnerBar
              albumId={album.id}
              reordering={reordering && canReorder}
              canReorder={canReorder}
              onReorder={setReordering}
            />
          </Suspense>
        )}
        <Mentions paths={album.mentionImagePaths} />
        <FamilyLine albumId={album.id} />
        {origins.length > 0 && (
          <Typography sx={{ color: 'text.secondary', mt: 1 }} data-testid="album-origins">
            {t('album.origins', {
              list: origins.map(({ town, count }) => t('album.originEntry', { count, town })).join(', '),
            })}
          </Typography>
        )}
        {album.description && (
          <Box sx={{ mt: 1.5 }}>
            <TruncatedText
              text={album.description}
              limit={ALBUM_TEXT_TRUNCATE_CHARS}
              moreLabel={t('album.readMore')}
            />
          </Box>
        )}
        {album.text && (
          <Box sx={{ mt: 1 }} data-testid="album-text">
            <ExpandableBox
              collapsedHeight={SCROLL_PX.albumDescriptionCollapsed}
              moreLabel={t('album.showMore')}
              lessLabel={t('album.showLess')}
            >
              <RichText html={album.text} headingBase={2} />
            </ExpandableBox>
          </Box>
        )}

        <FactList>
          {album.place && (
            <Fact icon={<PlaceIcon fontSize="small" aria-hidden />} testId="album-place">
              <span>
                <Box component="span" sx={visuallyHidden}>
                  {`${t('album.place')}: `}
                </Box>
                {placeLabel(album.place, i18n.language)}
              </span>
            </Fact>
          )}
          <Fact icon={<EventIcon fontSize="small" aria-hidden />} testId="album-period">
            <span>{t('album.period', { period })}</span>
          </Fact>
        </FactList>

        {albumCategories.length > 0 && (
          <Box
            component="ul"
            aria-label={t('album.categories')}
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}
            data-testid="album-categories"
          >
            {albumCategories.map((category) => {
              const name = categoryName(category);
              return (
                <li key={category.id}>
                  <Chip
                    label={name}
                    component={RouterLink}
                    to={feedSearchPath([categoryFilter({ id: category.id, name })])}
                    clickable
                    variant="outlined"
                  />
                </li>
              );
            })}
          </Box>
        )}

        <AdditionalData rows={rows} />

        {/* An album made from a search may hold nothing of its own: its search result is its content. */}
        {!(album.searchParameters && entries.length === 0 && !loadingContent) && (
          <Typography component="h2" variant="h2" sx={{ mt: 4, mb: 1.5 }}>
            {t('album.contents')}
          </Typography>
        )}
        {entries.length === 0 && !loadingContent && !album.searchParameters && (
          <Typography sx={{ color: 'text.secondary' }}>{t('album.empty')}</Typography>
        )}
        {isOwner && reordering && canReorder && !loadingContent ? (
          <Suspense
            fallback={
              <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
                <CircularProgress size={28} aria-label={t('album.loadingContent')} />
              </Box>
            }
          >
            <AlbumReorder
              albumId={album.id}
              lists={[
                { list: 'subGalleries', entries: entries.filter((entry) => entry.kind === 'album') },
                { list: 'photographs', entries: entries.filter((entry) => entry.kind === 'photograph') },
                { list: 'retrosnaps', entries: entries.filter((entry) => entry.kind === 'retrosnap') },
                { list: 'photographComments', entries: entries.filter((entry) => entry.kind === 'comment') },
              ]}
              onRemove={setRemoving}
            />
          </Suspense>
        ) : (
          <AlbumGrid
            entries={entries}
            color={color}
            showText
            show25D={settings.show25DPhotos}
            canAdd={canAdd}
            ownerActions={isOwner ? ownerActions : undefined}
          />
        )}
        {isOwner && (
          <Suspense fallback={null}>
            <RemoveFromAlbumDialog albumId={album.id} entry={removing} onClose={() => setRemoving(null)} />
          </Suspense>
        )}
        {loadingContent && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
            <CircularProgress size={28} aria-label={t('album.loadingContent')} />
          </Box>
        )}
        {album.searchParameters && (
          <AlbumSearchResult searchParameters={album.searchParameters} color={color} />
        )}

        <Box component="section" aria-labelledby={commentsHeadingId} sx={{ mt: 5 }}>
          <Typography id={commentsHeadingId} component="h2" variant="h2" sx={{ mb: 1 }}>
            {t('album.comments', { count: albumComments.comments.length })}
          </Typography>
          <Box sx={{ bgcolor: 'background.paper', borderRadius: 2 }} data-testid="album-comments">
            <CommentThread
              target={{ imageGallery: album.id }}
              comments={albumComments.comments}
              loading={albumComments.loading}
              activeId={commentId}
            />
          </Box>
        </Box>
      </Container>

      <ShareDialog
        open={shareOpen}
        onClose={() => setShareOpen(false)}
        shortUrlPath={`/image_galleries/show/${album.id}`}
        content={{
          url: `${window.location.origin}${window.location.pathname}`,
          title: album.headline,
          description: album.description,
          hashtags: albumCategories.map(categoryName),
          media: `${window.location.origin}/image_galleries/${album.id}/display.jpeg`,
        }}
      />
    </Box>
  );
}

/**
 * Spec §2 ImageGalleryShow `/image_galleries/show/:id` with the `/color`, `/:commentId` and
 * `/:commentId/color` variants. A new id is a new screen (keyed), the colorized variant is read
 * from '/color' in the path.
 */
export default function AlbumScreen() {
  const { t } = useTranslation('browse');
  const params = useParams();
  const { pathname } = useLocation();
  const id = Number(params.id);
  const commentId = params.commentId ? Number(params.commentId) : null;
  const color = /\/color\/?$/.test(pathname);
  const album = useAlbum(id);
  const close = useCloseScreen();
  const offline = useOffline();

  if (album.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
        <CircularProgress aria-label={t('album.loading')} />
      </Box>
    );
  }
  if (album.isError) {
    const missing = isNotFound(album.error);
    return (
      <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
        <Typography component="h1" variant="h2" sx={{ mb: 2 }}>
          {missing ? t('album.notFound') : t('album.loadError')}
        </Typography>
        {!missing && offline && <Typography sx={{ mb: 2 }}>{t('common:offline.notSaved')}</Typography>}
        <Button variant="contained" onClick={close}>
          {t('album.back')}
        </Button>
        {!missing && (
          <Button sx={{ ml: 1 }} onClick={() => void album.refetch()}>
            {t('feed.retry')}
          </Button>
        )}
        <Box sx={{ mt: 2 }}>
          <Button component={RouterLink} to={homePath()}>
            {t('album.toFeed')}
          </Button>
        </Box>
      </Container>
    );
  }
  return <AlbumView key={id} album={album.data} color={color} commentId={commentId} />;
}
