import CloseIcon from '@mui/icons-material/Close';
import CopyrightIcon from '@mui/icons-material/Copyright';
import EditIcon from '@mui/icons-material/Edit';
import EventIcon from '@mui/icons-material/Event';
import PlaceIcon from '@mui/icons-material/Place';
import RedeemIcon from '@mui/icons-material/Redeem';
import ShareIcon from '@mui/icons-material/Share';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  collectionCloseTarget,
  showsCollage,
  showsCrowdfunding,
  showsLicenceInfo,
  showsPhotographGrid,
} from '@retropics/domain/collection-status';
import { SCROLL_PX } from '@retropics/domain/constants';
import { canEditCollection } from '@retropics/domain/permissions';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { viewerOfToken } from '../../components/comments/comment-rights';
import { CrowdfundingProgress } from '../../components/crowdfunding/crowdfunding-progress';
import { Fact, FactList } from '../../components/fact-list';
import { tileRatio, tileSpan } from '../../components/masonry/aspect-tile';
import type { TilePlacement } from '../../components/masonry/masonry-layout';
import { WindowedMasonry } from '../../components/masonry/windowed-masonry';
import { PartyCredits } from '../../components/party-credits/party-credits';
import { RichText } from '../../components/rich-text/rich-text';
import { ScanUploadLink } from '../../components/scan-upload-link/scan-upload-link';
import { ShareDialog } from '../../components/share/share-dialog';
import { ExpandableBox } from '../../components/show-page/expandable-box';
import { StickyTitleBar } from '../../components/show-page/sticky-title-bar';
import { usePageTitle } from '../../components/show-page/use-page-title';
import { TileImage } from '../../components/tiles/tile-image';
import { useSession } from '../../lib/auth/session-store';
import { type PhotographSummary, placeLabel } from '../../lib/entities/archive-types';
import { type Collection, collectionCoverUrl } from '../../lib/entities/collection';
import { isNotFound } from '../../lib/hydra/hydra-client';
import { idOfOptionalIri } from '../../lib/hydra/iri';
import { collectionInLanguage } from '../../lib/i18n/content-texts';
import { preloadNamespace } from '../../lib/i18n/preload-namespace';
import { useLicenceName } from '../../lib/i18n/use-licence-name';
import { useCollection } from '../../lib/resources/photograph-collections';
import { useCollectionPhotographs } from '../../lib/resources/photographs';
import { routePath } from '../../lib/routing/route-links';
import { useSettings } from '../../lib/settings/settings-store';
import { CollectionPhotographTile } from './components/collection-photograph-tile';
import { PerksDrawer } from './components/perks-drawer';

preloadNamespace('browse');
// The owner's edit button is named in the edit screen's texts.
preloadNamespace('collection-edit');

const photographKey = (photograph: PhotographSummary) => photograph['@id'];
const photographRatio = (photograph: PhotographSummary) => tileRatio(photograph.ratio);
const photographSpan = (photograph: PhotographSummary) => tileSpan(photograph.ratio);

/** The file name without folder and extension: CollageShow finds a picture by it. */
const stem = (filePath: string) => filePath.replace(/^.*\//, '').replace(/\.[^.]*$/, '');

function Collage({ collection }: { collection: Collection }) {
  const { t } = useTranslation('browse');
  return (
    <Box
      component="section"
      aria-labelledby="collage-heading"
      sx={{ mt: 3 }}
      data-testid="collection-collage"
    >
      <Typography id="collage-heading" component="h2" variant="h3" sx={{ mb: 1 }}>
        {t('collection.collage')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1 }}>
        {collection.previewThumbnails.map((filePath) => {
          const to = routePath('CollageShow', { collectionId: collection.id, id: stem(filePath) });
          const picture = (
            <Box
              key={filePath}
              sx={{ position: 'relative', aspectRatio: '1', borderRadius: 1, overflow: 'hidden' }}
            >
              <TileImage sources={[{ filePath }]} size="list" />
            </Box>
          );
          return to ? (
            <Box
              key={filePath}
              component={RouterLink}
              to={to}
              aria-label={t('collection.collagePicture', { name: stem(filePath) })}
              sx={{
                display: 'block',
                borderRadius: 1,
                '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
              }}
            >
              {picture}
            </Box>
          ) : (
            picture
          );
        })}
      </Box>
    </Box>
  );
}

function CollectionView({ collection: stored, color }: { collection: Collection; color: boolean }) {
  const { t, i18n } = useTranslation(['browse', 'collection-edit']);
  const collection = useMemo(() => collectionInLanguage(stored, i18n.language), [stored, i18n.language]);
  const navigate = useNavigate();
  const settings = useSettings();
  const licenceName = useLicenceName();
  const [shareOpen, setShareOpen] = useState(false);
  const [perksOpen, setPerksOpen] = useState(false);
  usePageTitle(collection.headline);
  const gridShown = showsPhotographGrid(collection.status) && collection.photographsCount > 0;
  const photographs = useCollectionPhotographs(collection.id, gridShown);
  const crowdfunding = showsCrowdfunding(collection.status);
  const hasGoal = (collection.crowdfundingRequired ?? 0) > 0;
  // Spec §4: back to the crowdfunding list for a crowdfunding collection, otherwise the feed.
  const close = () => void navigate(collectionCloseTarget(collection));
  // Zooming into the cover makes sense only when the collection has a picture to show.
  const coverPath = collectionCoverUrl(collection) ? routePath('CoverShow', { id: collection.id }) : null;

  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = photographs;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  const ownerId = idOfOptionalIri(collection.owner);
  const renderPhotograph = useCallback(
    (photograph: PhotographSummary, placement: TilePlacement, index: number) => (
      <CollectionPhotographTile
        collectionOwnerId={ownerId}
        photograph={photograph}
        placement={placement}
        color={color}
        showText={settings.showInfosOverlay}
        show25D={settings.show25DPhotos}
        retrosnapsLinkMin={1}
        priority={index < 4}
      />
    ),
    [color, settings.showInfosOverlay, settings.show25DPhotos, ownerId],
  );

  // Spec §2 'edit/delete for the owner' (and the curators): the edit screen offers delete at New.
  const editPath = canEditCollection(viewerOfToken(useSession().user), {
    ownerId: idOfOptionalIri(collection.owner),
  })
    ? routePath('PhotographCollectionUpdate', { id: collection.id })
    : null;
  const editLabel = t('collection-edit:openEdit');
  const shareButton = (
    <>
      {editPath && (
        <IconButton color="inherit" component={RouterLink} to={editPath} aria-label={editLabel}>
          <EditIcon />
        </IconButton>
      )}
      <IconButton color="inherit" onClick={() => setShareOpen(true)} aria-label={t('collection.share')}>
        <ShareIcon />
      </IconButton>
    </>
  );
  const overImageButton = {
    bgcolor: 'rgba(0,0,0,0.55)',
    color: '#fff',
    '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' },
  };
  const years =
    collection.fromYear && collection.toYear ? `${collection.fromYear} – ${collection.toYear}` : null;

  return (
    <Box sx={{ pb: 6 }}>
      <StickyTitleBar
        title={collection.headline}
        closeLabel={t('collection.close')}
        onClose={close}
        actions={shareButton}
        belowToolbar
      />
      <Box
        component="header"
        sx={{
          position: 'relative',
          height: { xs: '42vh', md: '52vh' },
          minHeight: 240,
          maxHeight: 520,
          color: '#fff',
        }}
      >
        <TileImage sources={[]} src={collectionCoverUrl(collection)} size="display" priority />
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            background: 'linear-gradient(to top, rgba(0,0,0,0.85), rgba(0,0,0,0.15) 55%, rgba(0,0,0,0.35))',
          }}
        />
        <IconButton
          onClick={close}
          aria-label={t('collection.close')}
          sx={{ position: 'absolute', top: 12, left: 12, ...overImageButton }}
        >
          <CloseIcon />
        </IconButton>
        <Box sx={{ position: 'absolute', top: 12, right: 12, display: 'flex', gap: 1 }}>
          {coverPath && (
            <IconButton
              component={RouterLink}
              to={coverPath}
              aria-label={t('collection.zoomCover')}
              sx={overImageButton}
            >
              <ZoomInIcon />
            </IconButton>
          )}
          {editPath && (
            <IconButton
              component={RouterLink}
              to={editPath}
              aria-label={editLabel}
              sx={overImageButton}
              data-testid="collection-edit-button"
            >
              <EditIcon />
            </IconButton>
          )}
          <IconButton
            onClick={() => setShareOpen(true)}
            aria-label={t('collection.share')}
            sx={overImageButton}
          >
            <ShareIcon />
          </IconButton>
        </Box>
        <Container maxWidth="lg" sx={{ position: 'absolute', insetInline: 0, bottom: 0, pb: 3 }}>
          <Chip
            label={t(`collection.status.${collection.status}`)}
            size="small"
            sx={{
              bgcolor: crowdfunding ? 'primary.main' : 'rgba(0,0,0,0.6)',
              color: crowdfunding ? 'primary.contrastText' : '#fff',
              mb: 1,
            }}
            data-testid="collection-status"
          />
          <Typography component="h1" variant="h1" sx={{ fontSize: { xs: '1.7rem', md: '2.5rem' } }}>
            {collection.headline}
          </Typography>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ mt: 2 }}>
        {collection.coverCaption && (
          // A campaign's cover is an archive picture of its town, not yet one of its own: said so.
          <Typography
            sx={{ color: 'text.secondary', fontSize: '0.85rem', mb: 2, maxWidth: '52rem' }}
            data-testid="collection-cover-caption"
          >
            {collection.coverCaption}
          </Typography>
        )}
        {crowdfunding && hasGoal && (
          <Paper
            variant="outlined"
            sx={{
              p: 2,
              mb: 2,
              display: 'flex',
              gap: 2,
              alignItems: { md: 'center' },
              flexDirection: { xs: 'column', md: 'row' },
              borderColor: 'primary.main',
            }}
            data-testid="crowdfunding"
          >
            <Box sx={{ flex: 1 }}>
              <Typography component="h2" variant="h3">
                {t('collection.crowdfundingHeading')}
              </Typography>
              <CrowdfundingProgress
                funded={collection.crowdfundingFunded ?? 0}
                required={collection.crowdfundingRequired ?? 0}
              />
            </Box>
            {collection.perks.length > 0 && (
              <Button
                variant="contained"
                startIcon={<RedeemIcon />}
                onClick={() => setPerksOpen(true)}
                aria-haspopup="dialog"
              >
                {t('collection.showPerks', { count: collection.perks.length })}
              </Button>
            )}
          </Paper>
        )}

        {collection.about && (
          <ExpandableBox
            collapsedHeight={SCROLL_PX.collectionDescriptionCollapsed}
            moreLabel={t('album.showMore')}
            lessLabel={t('album.showLess')}
          >
            <RichText html={collection.about} sx={{ fontSize: '1.05rem' }} headingBase={2} />
            {collection.text && <RichText html={collection.text} headingBase={2} />}
          </ExpandableBox>
        )}

        <FactList>
          {collection.place && (
            <Fact icon={<PlaceIcon fontSize="small" aria-hidden />} testId="collection-place">
              {placeLabel(collection.place, i18n.language)}
            </Fact>
          )}
          {years && (
            <Fact icon={<EventIcon fontSize="small" aria-hidden />}>
              {t('album.period', { period: years })}
            </Fact>
          )}
          {showsLicenceInfo(collection.status) && (
            <Fact icon={<CopyrightIcon fontSize="small" aria-hidden />} testId="collection-licence">
              <span>
                {t('collection.licence')}{' '}
                {collection.licenseUrl ? (
                  <Link href={collection.licenseUrl} target="_blank" rel="noopener noreferrer">
                    {licenceName(collection.licenseName)}
                  </Link>
                ) : (
                  licenceName(collection.licenseName)
                )}
                {collection.collectionCopyrightUrl && (
                  <>
                    {' · '}
                    <Link href={collection.collectionCopyrightUrl} target="_blank" rel="noopener noreferrer">
                      {collection.copyrightHoldingPerson ?? t('collection.copyright')}
                    </Link>
                  </>
                )}
                {!collection.collectionCopyrightUrl &&
                  collection.copyrightHoldingPerson &&
                  ` · © ${collection.copyrightHoldingPerson}`}
              </span>
            </Fact>
          )}
        </FactList>
        <ScanUploadLink collection={collection} />
        <PartyCredits organization={collection.organization} sponsors={collection.sponsors} />

        {showsCollage(collection.status) && collection.previewThumbnails.length > 0 && (
          <Collage collection={collection} />
        )}

        {gridShown && (
          <Box component="section" aria-labelledby="collection-photographs-heading" sx={{ mt: 4 }}>
            <Typography
              id="collection-photographs-heading"
              component="h2"
              variant="h2"
              sx={{ mb: 1.5 }}
              data-testid="collection-count"
            >
              {t('collection.contains', { count: collection.photographsCount })}
            </Typography>
            <WindowedMasonry
              items={photographs.photographs}
              getKey={photographKey}
              getRatio={photographRatio}
              getSpan={photographSpan}
              renderItem={renderPhotograph}
              onNearEnd={loadMore}
              aria-label={t('collection.gridLabel')}
              data-testid="collection-grid"
            />
            {(photographs.isPending || isFetchingNextPage) && (
              <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
                <CircularProgress size={28} aria-label={t('album.loadingContent')} />
              </Box>
            )}
          </Box>
        )}
        {!gridShown && (
          <Typography sx={{ mt: 3, color: 'text.secondary' }} data-testid="collection-count">
            {t('collection.contains', { count: collection.photographsCount })}
            {' – '}
            {t('collection.notYetShown')}
          </Typography>
        )}
      </Container>

      {collection.perks.length > 0 && crowdfunding && (
        <PerksDrawer open={perksOpen} onClose={() => setPerksOpen(false)} perks={collection.perks} />
      )}
      <ShareDialog
        open={shareOpen}
        onClose={() => setShareOpen(false)}
        shortUrlPath={`/photograph_collections/show/${collection.id}`}
        content={{
          url: `${window.location.origin}${window.location.pathname}`,
          title: collection.headline,
          description: new DOMParser().parseFromString(collection.about, 'text/html').body.textContent ?? '',
          hashtags: ['RetroPics'],
          media: `${window.location.origin}${collectionCoverUrl(collection) ?? '/icons/icon-512.png'}`,
        }}
      />
    </Box>
  );
}

/** Spec §2 PhotographCollectionShow `/photograph_collections/show/:id` (and `/color`), with the status rules of §4. */
export default function CollectionScreen() {
  const { t } = useTranslation('browse');
  const params = useParams();
  const { pathname } = useLocation();
  const id = Number(params.id);
  const color = /\/color\/?$/.test(pathname);
  const collection = useCollection(id);

  if (collection.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
        <CircularProgress aria-label={t('collection.loading')} />
      </Box>
    );
  }
  if (collection.isError) {
    const missing = isNotFound(collection.error);
    return (
      <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
        <Typography component="h1" variant="h2" sx={{ mb: 2 }}>
          {missing ? t('collection.notFound') : t('collection.loadError')}
        </Typography>
        <Button variant="contained" component={RouterLink} to={routePath('CollectionsList') ?? '/feed'}>
          {t('collection.toList')}
        </Button>
      </Container>
    );
  }
  return <CollectionView key={id} collection={collection.data} color={color} />;
}
