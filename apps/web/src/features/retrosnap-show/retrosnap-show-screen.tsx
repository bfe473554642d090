import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CropIcon from '@mui/icons-material/Crop';
import DirectionsCarOutlinedIcon from '@mui/icons-material/DirectionsCarOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import HomeWorkOutlinedIcon from '@mui/icons-material/HomeWorkOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Slider from '@mui/material/Slider';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { TIMERS_MS, VIEWER } from '@retropics/domain/constants';
import { canEditRetrosnap } from '@retropics/domain/permissions';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { ActionSpeedDial } from '../../components/action-speed-dial';
import { useAddToAlbum } from '../../components/add-to-album/use-add-to-album';
import { AreaEditContext } from '../../components/comment-form/area-edit-context';
import { AreaSaveFailed } from '../../components/comment-form/area-save-failed';
import { defaultBox } from '../../components/comment-form/box-geometry';
import { firstWords, SPEED_DIAL_MARKS } from '../../components/comment-form/comment-marks';
import { useCommentDrawing } from '../../components/comment-form/use-comment-drawing';
import { commentPlainText } from '../../components/comments/comment-display';
import { viewerOfToken } from '../../components/comments/comment-rights';
import { LazyCommentsDrawer } from '../../components/comments/lazy-comments-drawer';
import { useCloseScreen } from '../../components/show-page/use-close-screen';
import { useRequested } from '../../components/show-page/use-requested';
import { CommentsButton } from '../../components/viewer-overlay/comments-button';
import { overlayFadeSx } from '../../components/viewer-overlay/overlay-fade';
import { showScreenActions } from '../../components/viewer-overlay/show-screen-actions';
import { ViewerLoadFailed } from '../../components/viewer-overlay/viewer-load-failed';
import { ViewerStage } from '../../components/viewer-overlay/viewer-stage';
import { overlayButtonSx, ViewerTopBar } from '../../components/viewer-overlay/viewer-top-bar';
import { isSignedIn, useSession } from '../../lib/auth/session-store';
import { isNotFound } from '../../lib/hydra/hydra-client';
import { idOfIri, idOfOptionalIri } from '../../lib/hydra/iri';
import { formatDate } from '../../lib/i18n/format-date';
import { preloadNamespace } from '../../lib/i18n/preload-namespace';
import { useLicenceName } from '../../lib/i18n/use-licence-name';
import { thumbnailUrl } from '../../lib/media/image-urls';
import { useCategories, useCategoryName } from '../../lib/resources/categories';
import { type PictureComment, useComments } from '../../lib/resources/comments';
import { usePhotograph } from '../../lib/resources/photographs';
import { useRetrosnap } from '../../lib/resources/retrosnaps';
import { routePath } from '../../lib/routing/route-links';
import { useSettings } from '../../lib/settings/settings-store';
import { useInactivity } from '../../lib/timing/use-inactivity';
import { ComparisonFrame } from './components/comparison-frame';
import { EditedArea, SavedAreas, visiblePart } from './components/retrosnap-areas';
import { parseRetrosnapView, retrosnapViewPath, stepZoom } from './retrosnap-route';

const CommentFormDialog = lazy(() =>
  import('../../components/comment-form/comment-form-dialog').then((module) => ({
    default: module.CommentFormDialog,
  })),
);
const BoxEditToolbar = lazy(() =>
  import('../../components/comment-form/box-edit-toolbar').then((module) => ({
    default: module.BoxEditToolbar,
  })),
);

/** Spec §2: the viewer's speed-dial entries that mark an area; each opens the comment form preset. */
const MARK_ACTIONS = [
  { key: 'selectSection', icon: <CropIcon /> },
  { key: 'selectPerson', icon: <PersonSearchOutlinedIcon /> },
  { key: 'selectBuilding', icon: <HomeWorkOutlinedIcon /> },
  { key: 'selectCar', icon: <DirectionsCarOutlinedIcon /> },
  { key: 'selectText', icon: <TextFieldsIcon /> },
] as const;

const ShareDialog = lazy(() =>
  import('../../components/share/share-dialog').then((module) => ({ default: module.ShareDialog })),
);

preloadNamespace('viewer');

const INITIAL_COMPARE = 50;

/**
 * RetroSnap show `/retrosnaps/show/:id` (spec §2): the RetroSnap full size with front/back, zoom
 * 100–500 %, the before/after slider against its historic photograph (colorized with /color),
 * texts, date, place, attribution, speed dial, comments and a hide-interface fade.
 */
export default function RetrosnapShowScreen() {
  const { t, i18n } = useTranslation('viewer');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const location = useLocation();
  const navigate = useNavigate();
  const view = parseRetrosnapView(location.pathname);
  const id = view?.id ?? 0;
  const retrosnapQuery = useRetrosnap(id, { followAlignment: true });
  const retrosnap = retrosnapQuery.data;
  const licence = useLicenceName()(retrosnap?.attribution.licenseName);
  const photograph = usePhotograph(retrosnap ? idOfIri(retrosnap.photograph) : undefined).data;
  const commentsQuery = useComments(view ? { retrosnap: id } : null);
  const session = useSession();
  const signedIn = isSignedIn(session);

  const [side, setSide] = useState<'front' | 'back'>('front');
  const [zoom, setZoom] = useState<number>(VIEWER.retrosnapZoomPercent.min);
  const [compare, setCompare] = useState(INITIAL_COMPARE);
  const [hidden, setHidden] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(view?.commentId !== null && view?.commentId !== undefined);
  const [shareOpen, setShareOpen] = useState(false);
  const [dialOpen, setDialOpen] = useState(false);
  const shareRequested = useRequested(shareOpen);
  const inactive = useInactivity(TIMERS_MS.inactivity, !hidden && !commentsOpen && !dialOpen);
  const interfaceShown = !hidden && !inactive;
  const addToAlbum = useAddToAlbum();

  // Spec §2: colorized only where the historic photograph has a colorized version.
  useEffect(() => {
    if (!view?.color || !photograph) return;
    if (!(photograph.isBlackAndWhite && photograph.hasColorized)) {
      void navigate(retrosnapViewPath({ ...view, color: false }), { replace: true });
    }
  });

  const close = useCloseScreen();
  const settings = useSettings();
  const pictureRef = useRef<{ frame: HTMLDivElement | null; scroller: HTMLDivElement | null } | null>(null);
  const aspect = retrosnap && retrosnap.ratio > 0 ? 1 / retrosnap.ratio : 1;
  const showingBackSide = side === 'back' && Boolean(retrosnap?.backFilePath);
  const commentDrawing = useCommentDrawing(
    {
      subject: { retrosnap: retrosnap?.['@id'] ?? `/retrosnaps/${id}` },
      back: showingBackSide,
      newBox: () => {
        const { frame, scroller } = pictureRef.current ?? {};
        const visible = frame && scroller ? visiblePart(frame, scroller) : null;
        return visible ? defaultBox(visible, aspect) : null;
      },
    },
    signedIn,
  );
  const drawing = commentDrawing.drawing;
  const editedBox = commentDrawing.editedBox;
  const categoryName = useCategoryName();
  const categories = useCategories(Boolean(commentsQuery.data?.some((comment) => comment.category))).data;
  const captionOf = (comment: PictureComment) => {
    const category = comment.category
      ? categories?.find((entry) => entry['@id'] === comment.category)
      : undefined;
    const words = firstWords(commentPlainText(comment.text));
    return [category ? categoryName(category) : null, words].filter(Boolean).join(': ');
  };
  // The author's 'change area' from the side list: box-edit mode on the comment's side.
  const editArea = (comment: PictureComment) => {
    setCommentsOpen(false);
    setSide(comment.isBackside ? 'back' : 'front');
    commentDrawing.editArea(comment);
  };

  if (!view) return null;
  if (retrosnapQuery.isError) {
    return (
      <ViewerLoadFailed
        message={t(isNotFound(retrosnapQuery.error) ? 'retrosnap.notFound' : 'retrosnap.loadFailed')}
        onClose={close}
      />
    );
  }

  const showingBack = side === 'back' && Boolean(retrosnap?.backFilePath);
  const photographTitle =
    photograph?.translations.find((entry) => entry.locale === language)?.name ??
    photograph?.translations[0]?.name;
  const title = photographTitle ? `RetroSnap: ${photographTitle}` : t('retrosnap.title', { id });
  const colorized = view.color && Boolean(photograph?.isBlackAndWhite && photograph?.hasColorized);
  const photographPath = photograph ? routePath('PhotographShow', { id: photograph.id }) : null;
  const comments = commentsQuery.data;
  const commentCount = comments?.length ?? retrosnap?.commentsCount ?? 0;
  const fade = overlayFadeSx(interfaceShown);

  // Spec §2 add-to-gallery dialog, for a signed-in person (a visitor is asked to sign in).
  const addToAlbumAction = {
    key: 'addToAlbum',
    icon: <AddPhotoAlternateOutlinedIcon />,
    label: t('speedDial.addToAlbum'),
    run: () => addToAlbum.request({ iri: retrosnap?.['@id'] ?? `/retrosnaps/${id}`, title }),
  };
  // Signed in, 'comment' opens the side list with its quick comment field (a visitor is asked to sign in).
  const commentAction = {
    key: 'comment',
    icon: <ChatBubbleOutlineIcon />,
    label: t('speedDial.comment'),
    run: () => setCommentsOpen(true),
  };
  const markEntries = MARK_ACTIONS.map(({ key, icon }) => ({
    key,
    icon,
    label: t(`speedDial.${key}`),
    run: () => commentDrawing.start(SPEED_DIAL_MARKS[key]),
  }));
  const actions = showScreenActions({
    t,
    navigate,
    signedIn,
    signInActions: [
      { key: 'addToAlbum', icon: <AddPhotoAlternateOutlinedIcon /> },
      { key: 'comment', icon: <ChatBubbleOutlineIcon /> },
      ...MARK_ACTIONS,
    ],
    onShare: () => setShareOpen(true),
    links: [
      {
        key: 'photograph',
        icon: <ImageOutlinedIcon />,
        label: t('speedDial.showPhotograph'),
        path: photographPath,
      },
      // Spec §6 'RetroSnap author: edit link in the speed dial'.
      {
        key: 'edit',
        icon: <EditOutlinedIcon />,
        label: t('speedDial.edit'),
        path:
          retrosnap &&
          canEditRetrosnap(viewerOfToken(session.user), {
            authorId: idOfOptionalIri(retrosnap.author?.['@id']),
          })
            ? routePath('RetrosnapUpdate', { id: retrosnap.id })
            : null,
      },
    ],
  });

  return (
    <ViewerStage testId="retrosnap-show">
      <Box sx={{ position: 'relative', flex: 1, minHeight: 0 }}>
        {retrosnap ? (
          <ComparisonFrame
            current={{
              src: thumbnailUrl(showingBack ? (retrosnap.backFilePath as string) : retrosnap.filePath, 'big'),
              ratio: retrosnap.ratio,
            }}
            historic={
              // In box-edit mode the RetroSnap alone shows: the area is marked on it.
              photograph && !showingBack && !editedBox
                ? {
                    src: thumbnailUrl(
                      colorized ? `colorized.${photograph.filePath}` : photograph.filePath,
                      'big',
                    ),
                    homography: retrosnap.alignment.homography,
                  }
                : null
            }
            compare={compare}
            onCompare={setCompare}
            zoom={zoom}
            onZoom={setZoom}
            label={t('retrosnap.pictureLabel')}
            frameRef={pictureRef}
          >
            {editedBox ? (
              <EditedArea
                box={editedBox}
                aspect={aspect}
                onChange={commentDrawing.changeBox}
                frame={pictureRef}
              />
            ) : (
              settings.showCommentBoxes && (
                <SavedAreas
                  comments={comments ?? []}
                  back={showingBack}
                  activeId={view.commentId}
                  onSelect={(comment) =>
                    void navigate(retrosnapViewPath({ ...view, commentId: comment.id }), { replace: true })
                  }
                  labelOf={(comment) => ({
                    label: t('areas.comment', { text: commentPlainText(comment.text) }),
                    caption: captionOf(comment),
                  })}
                />
              )
            )}
          </ComparisonFrame>
        ) : (
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
            <CircularProgress aria-label={t('retrosnap.loading')} />
          </Box>
        )}

        <ViewerTopBar
          title={title}
          onClose={close}
          closeTestId="retrosnap-close"
          // Room on the right for the hide-interface button, which stays when the header fades.
          sx={{ ...fade, pr: 7 }}
        >
          {retrosnap?.backFilePath && (
            <ToggleButtonGroup
              size="small"
              exclusive
              value={side}
              onChange={(_, value: 'front' | 'back' | null) => value && setSide(value)}
              aria-label={t('retrosnap.side')}
              sx={{ bgcolor: 'rgba(0,0,0,0.5)' }}
            >
              <ToggleButton value="front" sx={{ color: 'common.white' }}>
                {t('retrosnap.front')}
              </ToggleButton>
              <ToggleButton value="back" sx={{ color: 'common.white' }}>
                {t('retrosnap.back')}
              </ToggleButton>
            </ToggleButtonGroup>
          )}
          <CommentsButton count={commentCount} onOpen={() => setCommentsOpen(true)} />
        </ViewerTopBar>

        {/* Stays visible, so that the interface can always be brought back. */}
        <Tooltip title={t(hidden ? 'retrosnap.showInterface' : 'retrosnap.hideInterface')}>
          <IconButton
            onClick={() => setHidden((value) => !value)}
            aria-label={t(hidden ? 'retrosnap.showInterface' : 'retrosnap.hideInterface')}
            aria-pressed={hidden}
            data-testid="toggle-interface"
            sx={{
              ...overlayButtonSx,
              position: 'absolute',
              right: 8,
              top: 8,
              opacity: interfaceShown ? 1 : 0.6,
            }}
          >
            {hidden ? <VisibilityOutlinedIcon /> : <VisibilityOffOutlinedIcon />}
          </IconButton>
        </Tooltip>

        <Box
          sx={{
            ...fade,
            display: editedBox ? 'none' : 'grid',
            position: 'absolute',
            left: 8,
            right: 80,
            bottom: 8,
            gap: 0.5,
            maxWidth: 560,
            bgcolor: 'rgba(0,0,0,0.6)',
            borderRadius: 2,
            px: 2,
            py: 1,
          }}
        >
          {photograph && !showingBack && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <Typography id="compare-label" variant="body2" sx={{ flex: 'none', width: 64 }}>
                {t('retrosnap.then')}
              </Typography>
              <Slider
                value={compare}
                onChange={(_, value) => setCompare(value as number)}
                min={0}
                max={100}
                step={1}
                size="small"
                slotProps={{
                  input: {
                    'aria-label': t('retrosnap.compare'),
                    'aria-valuetext': t('retrosnap.compareValue', { value: compare }),
                  },
                }}
                data-testid="compare-slider"
              />
              <Typography variant="body2" sx={{ flex: 'none', width: 48, textAlign: 'right' }}>
                {t('retrosnap.now')}
              </Typography>
            </Box>
          )}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <IconButton
              size="small"
              onClick={() => setZoom(stepZoom(zoom, -1, VIEWER.retrosnapZoomPercent))}
              disabled={zoom <= VIEWER.retrosnapZoomPercent.min}
              aria-label={t('retrosnap.zoomOut')}
              sx={{ color: 'common.white' }}
            >
              <ZoomOutIcon />
            </IconButton>
            <Slider
              value={zoom}
              onChange={(_, value) => setZoom(value as number)}
              min={VIEWER.retrosnapZoomPercent.min}
              max={VIEWER.retrosnapZoomPercent.max}
              step={VIEWER.retrosnapZoomPercent.step}
              marks
              size="small"
              slotProps={{
                input: {
                  'aria-label': t('retrosnap.zoom'),
                  'aria-valuetext': t('retrosnap.zoomValue', { value: zoom }),
                },
              }}
              data-testid="zoom-slider"
            />
            <IconButton
              size="small"
              onClick={() => setZoom(stepZoom(zoom, 1, VIEWER.retrosnapZoomPercent))}
              disabled={zoom >= VIEWER.retrosnapZoomPercent.max}
              aria-label={t('retrosnap.zoomIn')}
              sx={{ color: 'common.white' }}
            >
              <ZoomInIcon />
            </IconButton>
            <Typography
              variant="body2"
              sx={{ width: 56, textAlign: 'right', whiteSpace: 'nowrap' }}
              aria-hidden="true"
            >
              {zoom} %
            </Typography>
          </Box>
        </Box>

        <Box
          sx={{ ...fade, position: 'absolute', right: 8, bottom: 8, display: editedBox ? 'none' : 'block' }}
        >
          <ActionSpeedDial
            ariaLabel={t('speedDial.label')}
            icon={<MoreVertIcon />}
            entries={signedIn ? [addToAlbumAction, commentAction, ...markEntries, ...actions] : actions}
            open={dialOpen}
            onOpenChange={setDialOpen}
          />
        </Box>
      </Box>

      {/* Box-edit mode: its bar under the picture, which keeps all the room the texts had. */}
      {editedBox && (
        <Box sx={{ p: 1, bgcolor: '#000' }}>
          {drawing?.step === 'area' && drawing.failed && <AreaSaveFailed />}
          <Suspense fallback={null}>
            <BoxEditToolbar
              box={editedBox}
              onChange={commentDrawing.changeBox}
              onConfirm={() => commentDrawing.confirmBox()}
              onAbort={commentDrawing.abortBox}
              viewerDegrees={0}
            />
          </Suspense>
        </Box>
      )}

      {retrosnap && (
        <Box
          component="section"
          aria-label={t('retrosnap.info')}
          sx={{
            ...fade,
            display: hidden || editedBox ? 'none' : 'grid',
            gap: 0.5,
            maxHeight: 180,
            overflowY: 'auto',
            bgcolor: 'background.paper',
            color: 'text.primary',
            borderTop: 1,
            borderColor: 'divider',
            px: { xs: 2, sm: 3 },
            py: 1.5,
          }}
          data-testid="retrosnap-info"
        >
          {retrosnap.text && <Typography>{retrosnap.text}</Typography>}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {[
              retrosnap.dateText ?? formatDate(retrosnap.dateCreated.slice(0, 10)),
              retrosnap.place?.name,
              // The credit goes to the photographer where the archive names one; the account that
              // uploaded the picture is then named as its uploader only.
              retrosnap.attribution.photographer
                ? t('info.photographer', { name: retrosnap.attribution.photographer })
                : retrosnap.author && t('retrosnap.by', { name: retrosnap.author.name }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {retrosnap.attribution.photographer &&
              retrosnap.author &&
              `${t('retrosnap.uploadedBy', { name: retrosnap.author.name })} · `}
            {licence &&
              (retrosnap.attribution.licenseUrl ? (
                <Link
                  href={retrosnap.attribution.licenseUrl}
                  target="_blank"
                  rel="noopener noreferrer license"
                >
                  {licence}
                </Link>
              ) : (
                licence
              ))}
            {photographPath && photographTitle && (
              <>
                {' · '}
                <Link component={RouterLink} to={photographPath}>
                  {t('retrosnap.historicPhotograph', { title: photographTitle })}
                </Link>
              </>
            )}
          </Typography>
        </Box>
      )}

      <AreaEditContext.Provider value={signedIn ? editArea : null}>
        <LazyCommentsDrawer
          open={commentsOpen}
          onClose={() => setCommentsOpen(false)}
          comments={comments}
          loading={commentsQuery.isPending}
          count={commentCount}
          activeId={view.commentId}
          target={{ retrosnap: id }}
        />
      </AreaEditContext.Provider>

      {drawing && drawing.step !== 'area' && (
        <Suspense fallback={null}>
          <CommentFormDialog
            open={drawing.step === 'form'}
            draft={drawing.draft}
            onChange={commentDrawing.changeDraft}
            onEditBox={commentDrawing.editBox}
            onClose={commentDrawing.close}
            onSaved={(saved) => {
              commentDrawing.close();
              // The new box shows at once, as the active comment (spec §4).
              if (saved.box)
                void navigate(retrosnapViewPath({ ...view, commentId: saved.id }), { replace: true });
            }}
          />
        </Suspense>
      )}

      {addToAlbum.dialog}

      {retrosnap && shareRequested && (
        <Suspense fallback={null}>
          <ShareDialog
            open={shareOpen}
            onClose={() => setShareOpen(false)}
            shortUrlPath={`/retrosnaps/show/${retrosnap.id}`}
            content={{
              url: `${window.location.origin}${retrosnapViewPath({ ...view, commentId: null })}`,
              title,
              description: retrosnap.text,
              hashtags: [t('share.hashtag')],
              media: `${window.location.origin}${thumbnailUrl(retrosnap.filePath, 'display', 'jpeg')}`,
            }}
          />
        </Suspense>
      )}
    </ViewerStage>
  );
}
