import CloseIcon from '@mui/icons-material/Close';
import CropFreeIcon from '@mui/icons-material/CropFree';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { TIMERS_MS, VIEWER } from '@retropics/domain/constants';
import { canDismissFace, canDownloadQrPoster, canEditPhotograph } from '@retropics/domain/permissions';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAddToAlbum } from '../../components/add-to-album/use-add-to-album';
import { AreaEditContext } from '../../components/comment-form/area-edit-context';
import { AreaSaveFailed } from '../../components/comment-form/area-save-failed';
import type { FractionBox } from '../../components/comment-form/box-geometry';
import { CommentArea } from '../../components/comment-form/comment-area';
import {
  type CommentActionKey,
  firstWords,
  SPEED_DIAL_MARKS,
} from '../../components/comment-form/comment-marks';
import { useCommentDrawing } from '../../components/comment-form/use-comment-drawing';
import { commentPlainText, normaliseBox } from '../../components/comments/comment-display';
import { LazyCommentsDrawer } from '../../components/comments/lazy-comments-drawer';
import { nextRotation } from '../../components/deep-zoom/viewer-keys';
import { centreOf } from '../../components/person-selection/crop-geometry';
import type { PersonSelectionRequest } from '../../components/person-selection/person-selection';
import type { PrintRequest } from '../../components/print-order/print-drawer';
import { useCloseScreen } from '../../components/show-page/use-close-screen';
import { useRequested } from '../../components/show-page/use-requested';
import { CommentsButton } from '../../components/viewer-overlay/comments-button';
import { overlayFadeSx } from '../../components/viewer-overlay/overlay-fade';
import { ViewerLoadFailed } from '../../components/viewer-overlay/viewer-load-failed';
import { overlayButtonSx, ViewerTopBar } from '../../components/viewer-overlay/viewer-top-bar';
import { isSignedIn, useSession } from '../../lib/auth/session-store';
import { promptSignIn } from '../../lib/auth/sign-in-prompt';
import { isNotFound } from '../../lib/hydra/hydra-client';
import { idOfOptionalIri } from '../../lib/hydra/iri';
import { preloadNamespace } from '../../lib/i18n/preload-namespace';
import { mediaQueries } from '../../lib/layout/breakpoints';
import { useMatchMedia } from '../../lib/layout/use-media-query';
import { thumbnailUrl } from '../../lib/media/image-urls';
import { useCategories, useCategoryName } from '../../lib/resources/categories';
import { type PictureComment, useComments } from '../../lib/resources/comments';
import { useMentionsOnPhotograph } from '../../lib/resources/mentions';
import { useCollectionOfIri } from '../../lib/resources/photograph-collections';
import { usePhotograph } from '../../lib/resources/photographs';
import { routePath } from '../../lib/routing/route-links';
import { updateSettings, useSettings } from '../../lib/settings/settings-store';
import { showError } from '../../lib/snackbar/snackbar-store';
import { useInactivity } from '../../lib/timing/use-inactivity';
import { InfoPanel } from './components/info-panel';
import type { CanvasControls, PictureArea } from './components/photograph-canvas';
import { QrPosterButton } from './components/qr-poster-button';
import { RelatedStrip } from './components/related-strip';
import { ViewerControls } from './components/viewer-controls';
import { ViewerSpeedDial } from './components/viewer-speed-dial';
import { type Adjustments, NEUTRAL_ADJUSTMENTS } from './image-adjustments';
import {
  colorizedAllowed,
  type PhotographView,
  parsePhotographView,
  photographViewPath,
  withVariant,
} from './photograph-route';
import { pictureAreas } from './picture-areas';
import { previewImage } from './preview-image';
import { downloadQrPoster, type PosterFormat } from './qr-poster';
import { pickTranslation } from './translated-text';

// OpenSeadragon is the larger part of this screen: it loads after the first paint, which shows
// the display thumbnail meanwhile.
const PhotographCanvas = lazy(() =>
  import('./components/photograph-canvas').then((module) => ({ default: module.PhotographCanvas })),
);

// Dialogs and the comments drawer load when they are first opened.
const QrPosterDialog = lazy(() => import('./components/qr-poster-dialog'));
const ShareDialog = lazy(() =>
  import('../../components/share/share-dialog').then((module) => ({ default: module.ShareDialog })),
);
const CollectionInfoDialog = lazy(() =>
  import('../../components/collection-info/collection-info-dialog').then((module) => ({
    default: module.CollectionInfoDialog,
  })),
);
const KnownFaceDialog = lazy(() =>
  import('./components/known-face-dialog').then((module) => ({ default: module.KnownFaceDialog })),
);
const SelectionDialog = lazy(() =>
  import('../../components/comment-form/selection-dialog').then((module) => ({
    default: module.SelectionDialog,
  })),
);
const CommentFormDialog = lazy(() =>
  import('../../components/comment-form/comment-form-dialog').then((module) => ({
    default: module.CommentFormDialog,
  })),
);
// Spec §4 'Person selection' (the cropper, react-image-crop, comes with it) and the person details.
const PersonSelection = lazy(() =>
  import('../../components/person-selection/person-selection').then((module) => ({
    default: module.PersonSelection,
  })),
);
// Spec §2 print drawer (with the cropper), loaded when prints are first ordered here.
const PrintDrawer = lazy(() =>
  import('../../components/print-order/print-drawer').then((module) => ({ default: module.PrintDrawer })),
);
const PersonDetailsDialog = lazy(() =>
  import('../../components/person-selection/person-details-dialog').then((module) => ({
    default: module.PersonDetailsDialog,
  })),
);
const BoxEditToolbar = lazy(() =>
  import('../../components/comment-form/box-edit-toolbar').then((module) => ({
    default: module.BoxEditToolbar,
  })),
);

// The viewer's texts load with its code, not after the first render asks for them.
// (On a first visit this module may load before i18next has started; then it waits for that.)
preloadNamespace('viewer');

/**
 * Photograph viewer `/photographs/show/:id` and its variants (spec §2, §4): the deep-zoom picture
 * with its tools, comment rectangles, info panel, related strip, speed dial and comments list.
 */
export default function PhotographShowScreen() {
  const { t, i18n } = useTranslation('viewer');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const location = useLocation();
  const navigate = useNavigate();
  const close = useCloseScreen();
  const view = parsePhotographView(location.pathname);
  const id = view?.id ?? 0;
  const photographQuery = usePhotograph(id);
  const photograph = photographQuery.data;
  const commentsQuery = useComments(view ? { photograph: id } : null);
  const comments = commentsQuery.data;
  // The people named here: a Person comment's box opens its person's details.
  const people = useMentionsOnPhotograph(view ? id : null).data;
  const personOfComment = new Map(
    (people ?? []).flatMap((person) =>
      person.appearances.flatMap((entry) => (entry.comment ? [[entry.comment, person['@id']] as const] : [])),
    ),
  );
  const collection = useCollectionOfIri(photograph?.collection).data;
  const session = useSession();
  const signedIn = isSignedIn(session);
  const settings = useSettings();
  // State rather than a ref: the canvas loads lazily, and a comment in the route is focused once it is there.
  const [canvas, setCanvas] = useState<CanvasControls | null>(null);
  const screenRef = useRef<HTMLDivElement | null>(null);
  const toolColumnRef = useRef<HTMLDivElement | null>(null);
  // On a phone the tools form a row under the picture instead of a column over its left edge.
  const toolsInRow = useMatchMedia(mediaQueries.mobile);

  const [interfaceVisible, setInterfaceVisible] = useState(true);
  const [infoOpen, setInfoOpen] = useState(true);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [collectionOpen, setCollectionOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const [posterOpen, setPosterOpen] = useState(false);
  const [faceOpen, setFaceOpen] = useState(false);
  // The '?' box last opened: the known-face dialog's action presets a comment with it (spec §4).
  const [face, setFace] = useState<{ faceId: string; box: FractionBox } | null>(null);
  const [selectionOpen, setSelectionOpen] = useState(false);
  const [personSelection, setPersonSelection] = useState<PersonSelectionRequest | null>(null);
  const [printRequest, setPrintRequest] = useState<(PrintRequest & { key: number }) | null>(null);
  const [printOpen, setPrintOpen] = useState(false);
  // The person whose details are open (IRI); the key starts the dialog afresh for each box.
  const [details, setDetails] = useState<{ person: string; key: number } | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const selectionRequested = useRequested(selectionOpen);
  const collectionRequested = useRequested(collectionOpen);
  const shareRequested = useRequested(shareOpen);
  const faceRequested = useRequested(faceOpen);
  const [rotation, setRotation] = useState(0);
  const [adjustments, setAdjustments] = useState<Adjustments>(NEUTRAL_ADJUSTMENTS);
  const inactive = useInactivity(TIMERS_MS.inactivity, interfaceVisible);
  const addToAlbum = useAddToAlbum();

  const replaceView = (next: PhotographView) => void navigate(photographViewPath(next), { replace: true });

  const drawingContext = {
    subject: { photograph: photograph?.['@id'] ?? `/photographs/${id}` },
    back: Boolean(view?.back && photograph?.backFilePath),
    newBox: () => canvas?.newBox() ?? null,
  };
  const commentDrawing = useCommentDrawing(drawingContext, signedIn);
  const drawing = commentDrawing.drawing;
  const editingBox = commentDrawing.editedBox !== null;
  const categoryName = useCategoryName();
  const categories = useCategories(Boolean(comments?.some((comment) => comment.category))).data;
  const categoryNameOf = (iri: string | null) => {
    const category = iri ? categories?.find((entry) => entry['@id'] === iri) : undefined;
    return category ? categoryName(category) : null;
  };
  // Spec §2/§4: 'select person' (and a '?' box) opens the cropper over the side shown.
  const selectPerson = (face: PersonSelectionRequest['face']) => {
    if (!photograph) return;
    const visible = canvas?.newBox();
    setPersonSelection({
      photograph,
      back: Boolean(view?.back && photograph.backFilePath),
      face,
      ...(visible ? { centre: centreOf(visible) } : {}),
    });
  };
  // Spec §2 'order prints': a fresh drawer each time, its first frame where the viewer looked.
  const orderPrints = () => {
    if (!photograph) return;
    const visible = canvas?.newBox();
    setPrintRequest((current) => ({
      key: (current?.key ?? 0) + 1,
      photograph,
      ...(visible ? { centre: centreOf(visible) } : {}),
    }));
    setPrintOpen(true);
  };
  const startComment = (key: CommentActionKey) => {
    const kind = SPEED_DIAL_MARKS[key];
    if (key === 'selectPerson') selectPerson(null);
    else if (kind) commentDrawing.start(kind);
    else setSelectionOpen(true);
  };
  const showPerson = (person: string) => {
    setDetails((current) => ({ person, key: (current?.key ?? 0) + 1 }));
    setDetailsOpen(true);
  };

  // Spec §4: a variant the photograph does not have is dropped from the route (colorized only for
  // black-and-white photographs with a colorized version of the side shown; the back only when
  // there is one).
  useEffect(() => {
    if (!photograph || !view) return;
    const backAllowed = photograph.backFilePath !== null;
    const back = view.back && backAllowed;
    const colorAllowed = colorizedAllowed(photograph, back);
    if ((view.color && !colorAllowed) || (view.back && !backAllowed)) {
      replaceView(withVariant(view, { color: view.color && colorAllowed, back }));
    }
  });

  // Spec §4: the comment of the route is active; a comment on the back switches to the back.
  const activeComment = comments?.find((comment) => comment.id === view?.commentId) ?? null;
  const focusedComment = useRef<number | null>(null);
  useEffect(() => {
    if (!view || !activeComment || !photograph) return;
    if (activeComment.isBackside !== view.back && (photograph.backFilePath || !activeComment.isBackside)) {
      replaceView(withVariant(view, { back: activeComment.isBackside }));
      return;
    }
    const box = normaliseBox(activeComment.box);
    if (box && canvas && focusedComment.current !== activeComment.id && canvas.focusArea(box)) {
      focusedComment.current = activeComment.id;
    }
  });

  // A new photograph starts upright and unadjusted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets per photograph and side.
  useEffect(() => {
    setRotation(0);
    setAdjustments(NEUTRAL_ADJUSTMENTS);
  }, [id, view?.back]);

  // The author's 'change area' from the comments list: box-edit mode on the comment's side.
  const editArea = (comment: PictureComment) => {
    if (!view) return;
    setCommentsOpen(false);
    replaceView(withVariant(view, { commentId: comment.id, back: comment.isBackside }));
    commentDrawing.editArea(comment);
  };

  const selectComment = (comment: PictureComment) => {
    if (!view) return;
    setCommentsOpen(false);
    focusedComment.current = null;
    replaceView(withVariant(view, { commentId: comment.id, back: comment.isBackside }));
  };

  const areas: PictureArea[] =
    // While a box is edited, the saved ones step aside (a tap on one would leave box-edit mode).
    photograph && view && settings.showCommentBoxes && !editingBox
      ? pictureAreas(photograph, comments ?? [], view.back).map((area) => ({
          ...area,
          content:
            area.kind === 'comment' ? (
              <CommentArea
                comment={area.comment}
                active={area.comment.id === view.commentId}
                onSelect={() => {
                  selectComment(area.comment);
                  const person = personOfComment.get(area.comment['@id']);
                  if (person) showPerson(person);
                }}
                label={t('areas.comment', { text: commentPlainText(area.comment.text) })}
                caption={areaCaption(categoryNameOf(area.comment.category), area.comment.text)}
              />
            ) : (
              <FaceArea
                label={t('areas.face')}
                onSelect={() => {
                  const { x, y, width, height, degrees } = area;
                  setFace({ faceId: area.faceId, box: { x, y, width, height, degrees } });
                  setFaceOpen(true);
                }}
              />
            ),
        }))
      : [];

  const activePerson = activeComment ? (personOfComment.get(activeComment['@id']) ?? null) : null;

  if (!view) return null;
  if (photographQuery.isError) {
    return (
      <ViewerLoadFailed
        message={t(isNotFound(photographQuery.error) ? 'errors.notFound' : 'errors.loadFailed')}
        onClose={close}
      />
    );
  }
  if (!photograph) {
    return (
      <Box sx={{ position: 'fixed', inset: 0, bgcolor: '#000', display: 'grid', placeItems: 'center' }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }

  const side = view.back && photograph.backFilePath ? 'back' : 'front';
  const filePath = side === 'back' ? (photograph.backFilePath as string) : photograph.filePath;
  const size = side === 'back' ? (photograph.backSize ?? photograph.size) : photograph.size;
  const colorAllowed = colorizedAllowed(photograph, side === 'back');
  const colorized = view.color && colorAllowed;
  const text = pickTranslation(photograph.translations, language);
  const title = text?.name ?? t('untitled', { id: photograph.id });
  const titleLang = text && text.locale !== language ? text.locale : undefined;
  const related = [...photograph.additionalPhotographs, ...photograph.retrosnaps];
  const geo = photograph.place?.geo;
  const mapPath = geo ? routePath('MapShowGeo', { geo: `${geo.latitude},${geo.longitude}` }) : null;
  const viewer = session.user?.person_id
    ? { personId: Number(session.user.person_id), roles: session.user.roles ?? [] }
    : null;
  const editPath = canEditPhotograph(viewer, { collectionOwnerId: idOfOptionalIri(collection?.owner) })
    ? routePath('PhotographUpdate', { id: photograph.id })
    : null;
  const mayDownloadPoster = canDownloadQrPoster(viewer);
  const downloadPoster = (format: PosterFormat) =>
    void downloadQrPoster(photograph.id, format, language).catch((error: unknown) => {
      console.error('QR poster download failed', error);
      showError(i18n.t('short-urls:poster.failed'));
    });
  const boxesOn = settings.showCommentBoxes;
  const commentCount = comments?.length ?? photograph.commentsCount;
  // Spec §2: the product's name is the share hashtag.
  const shareHashtags = [t('share.hashtag')];
  const showInterface = interfaceVisible;
  const fadeSx = overlayFadeSx(showInterface);

  const controls = (
    <ViewerControls
      orientation={toolsInRow ? 'horizontal' : 'vertical'}
      onZoomIn={() => canvas?.zoomIn()}
      onZoomOut={() => canvas?.zoomOut()}
      onZoomTotal={() => canvas?.zoomTotal()}
      onZoomOneToOne={() => canvas?.zoomOneToOne()}
      onRotate={() => setRotation((value) => nextRotation(value, VIEWER.rotationStepDegrees))}
      adjustments={adjustments}
      onAdjust={setAdjustments}
      otherSide={
        photograph.backFilePath
          ? side === 'back'
            ? { filePath: photograph.filePath, isBack: false }
            : { filePath: photograph.backFilePath, isBack: true }
          : null
      }
      onFlip={() => replaceView(withVariant(view, { back: side !== 'back', commentId: null }))}
      colorized={colorAllowed ? { on: colorized } : null}
      onToggleColor={() => replaceView(withVariant(view, { color: !colorized }))}
      faded={inactive}
    />
  );

  return (
    <Box
      ref={screenRef}
      sx={{
        position: 'fixed',
        inset: 0,
        bgcolor: '#000',
        color: 'common.white',
        display: 'flex',
        flexDirection: 'column',
      }}
      data-testid="photograph-viewer"
      data-side={side}
    >
      <Box sx={{ position: 'relative', flex: 1, minHeight: 0 }}>
        <Typography id="viewer-keys-hint" sx={visuallyHidden}>
          {t('keysHint')}
        </Typography>
        <Suspense
          fallback={
            <Box
              component="img"
              {...previewImage(filePath, colorized)}
              alt=""
              fetchPriority="high"
              sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' }}
            />
          }
        >
          <PhotographCanvas
            ref={setCanvas}
            filePath={filePath}
            size={size}
            colorized={colorized}
            rotation={rotation}
            adjustments={adjustments}
            areas={areas}
            label={t('canvasLabel', { title })}
            describedBy="viewer-keys-hint"
            keyScope={screenRef}
            toolColumn={toolColumnRef}
            // While a box is edited, a tap beside it must not hide the box-edit bar.
            onQuickClick={() => !editingBox && setInterfaceVisible((visible) => !visible)}
            boxEditing={
              commentDrawing.editedBox
                ? { box: commentDrawing.editedBox, onChange: commentDrawing.changeBox }
                : null
            }
            onKeyAction={(action) => {
              if (action === 'rotate')
                setRotation((value) => nextRotation(value, VIEWER.rotationStepDegrees));
              if (action === 'toggleInterface') setInterfaceVisible((visible) => !visible);
            }}
          />
        </Suspense>

        {/* Top bar: close, title, the team's QR poster, comment rectangles, comments, info. */}
        <ViewerTopBar
          title={
            <>
              {title}
              {side === 'back' && ` · ${t('backSide')}`}
            </>
          }
          titleLang={titleLang}
          onClose={close}
          closeTestId="viewer-close"
          sx={fadeSx}
        >
          {mayDownloadPoster && <QrPosterButton onOpen={() => setPosterOpen(true)} />}
          <Tooltip title={t(boxesOn ? 'toolbar.hideBoxes' : 'toolbar.showBoxes')}>
            <IconButton
              onClick={() => updateSettings({ showCommentBoxes: !boxesOn })}
              aria-label={t('toolbar.boxes')}
              aria-pressed={boxesOn}
              sx={{ ...overlayButtonSx, ...(boxesOn ? { color: 'primary.main' } : {}) }}
              data-testid="toggle-boxes"
            >
              <CropFreeIcon />
            </IconButton>
          </Tooltip>
          <CommentsButton count={commentCount} onOpen={() => setCommentsOpen(true)} />
          <Tooltip title={t('toolbar.info')}>
            <IconButton
              onClick={() => setInfoOpen((open) => !open)}
              aria-label={t('toolbar.info')}
              aria-pressed={infoOpen}
              aria-controls={showInterface && infoOpen && !editingBox ? 'viewer-info' : undefined}
              sx={{ ...overlayButtonSx, ...(infoOpen ? { color: 'primary.main' } : {}) }}
              data-testid="toggle-info"
            >
              <InfoOutlinedIcon />
            </IconButton>
          </Tooltip>
        </ViewerTopBar>

        {!toolsInRow && (
          <Box
            ref={toolColumnRef}
            sx={{ ...fadeSx, position: 'absolute', left: 8, top: '50%', transform: 'translateY(-50%)' }}
          >
            {controls}
          </Box>
        )}

        {!editingBox && (
          <Box sx={{ ...fadeSx, position: 'absolute', left: 12, bottom: 12, right: 88 }}>
            <RelatedStrip iris={related} language={language} />
          </Box>
        )}

        {activeComment && normaliseBox(activeComment.box) && (
          <Box
            role="status"
            data-testid="active-comment"
            sx={{
              ...fadeSx,
              position: 'absolute',
              top: 64,
              left: { xs: 8, sm: 80 },
              right: 8,
              mx: 'auto',
              maxWidth: 480,
              display: 'flex',
              gap: 1,
              alignItems: 'flex-start',
              bgcolor: 'background.paper',
              color: 'text.primary',
              p: 1.5,
              borderRadius: 2,
              boxShadow: 6,
            }}
          >
            <Typography variant="body2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
              <strong>{activeComment.author?.name ?? t('comments.anonymous')}</strong>:{' '}
              {commentPlainText(activeComment.text)}
            </Typography>
            {activePerson && (
              <Tooltip title={t('person.details')}>
                <IconButton
                  size="small"
                  onClick={() => showPerson(activePerson)}
                  aria-label={t('person.details')}
                  sx={{ mt: -0.5 }}
                  data-testid="active-comment-person"
                >
                  <PersonOutlineIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            <IconButton
              size="small"
              onClick={() => replaceView(withVariant(view, { commentId: null }))}
              aria-label={t('comments.closeActive')}
              sx={{ mt: -0.5, mr: -0.5 }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        )}

        {/* The dial's closed actions still take up room above the button: that room must not catch taps
            meant for the top bar's buttons (the dial's own parts take their taps themselves). */}
        {commentDrawing.editedBox && (
          <Box sx={{ position: 'absolute', left: 8, right: 8, bottom: 8, zIndex: 2 }}>
            {drawing?.step === 'area' && drawing.failed && <AreaSaveFailed />}
            <Suspense fallback={null}>
              <BoxEditToolbar
                box={commentDrawing.editedBox}
                onChange={commentDrawing.changeBox}
                onConfirm={() => commentDrawing.confirmBox()}
                onAbort={commentDrawing.abortBox}
                viewerDegrees={rotation}
              />
            </Suspense>
          </Box>
        )}

        <Box sx={{ ...fadeSx, pointerEvents: 'none', position: 'absolute', right: 8, bottom: 8 }}>
          <ViewerSpeedDial
            signedIn={signedIn}
            onAddToAlbum={() => addToAlbum.request({ iri: photograph['@id'], title })}
            onComment={startComment}
            onShare={() => setShareOpen(true)}
            onOrderPrints={orderPrints}
            mapPath={mapPath}
            editPath={editPath}
            retrosnapPath={routePath('RetrosnapCreate', { photograph: photograph.id })}
            depthViewerPath={
              settings.show25DPhotos && photograph.depthMapPath
                ? routePath('Viewer25D', { id: photograph.id })
                : null
            }
            narratable={photograph}
            arPath={routePath('ImageAr', { id: photograph.id })}
            hidden={!showInterface || editingBox}
          />
        </Box>

        {!showInterface && (
          <Button
            onClick={() => setInterfaceVisible(true)}
            sx={{
              ...visuallyHidden,
              '&:focus': { clip: 'auto', width: 'auto', height: 'auto', m: 1, top: 0, left: 0 },
            }}
            variant="contained"
          >
            {t('showInterface')}
          </Button>
        )}
      </Box>

      {toolsInRow && (
        <Box sx={{ ...fadeSx, display: 'flex', justifyContent: 'center', bgcolor: '#000' }}>{controls}</Box>
      )}

      {/* Box-edit mode gives the picture all the room there is. */}
      {showInterface && infoOpen && !editingBox && (
        <Box id="viewer-info" sx={{ color: 'text.primary' }}>
          <InfoPanel
            photograph={photograph}
            collection={collection}
            language={language}
            onOpenCollection={() => setCollectionOpen(true)}
            onOpenComments={() => setCommentsOpen(true)}
          />
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
          onSelect={selectComment}
          target={{ photograph: photograph.id, isBackside: side === 'back' }}
        />
      </AreaEditContext.Provider>

      {addToAlbum.dialog}
      <Suspense fallback={null}>
        {posterOpen && (
          <QrPosterDialog
            open={posterOpen}
            onClose={() => setPosterOpen(false)}
            onDownload={downloadPoster}
          />
        )}
        {collection && collectionRequested && (
          <CollectionInfoDialog
            open={collectionOpen}
            onClose={() => setCollectionOpen(false)}
            collection={collection}
          />
        )}
        {faceRequested && (
          <KnownFaceDialog
            open={faceOpen}
            onClose={() => setFaceOpen(false)}
            dismiss={face && canDismissFace(viewer) ? { face: face.faceId, photograph: photograph.id } : null}
            onName={() => {
              setFaceOpen(false);
              if (!signedIn) promptSignIn();
              else if (face) selectPerson(face);
            }}
          />
        )}
        {personSelection && (
          <PersonSelection
            request={personSelection}
            onClose={() => setPersonSelection(null)}
            onSaved={(_, commentIri) => {
              setPersonSelection(null);
              // The named box shows at once, as the active comment, on its side (spec §4).
              const commentId = idOfOptionalIri(commentIri);
              if (commentId !== null)
                replaceView(withVariant(view, { commentId, back: personSelection.back }));
            }}
          />
        )}
        {printRequest && (
          <PrintDrawer
            key={printRequest.key}
            request={printRequest}
            open={printOpen}
            onClose={() => setPrintOpen(false)}
          />
        )}
        {details && (
          <PersonDetailsDialog
            key={details.key}
            open={detailsOpen}
            person={details.person}
            onClose={() => setDetailsOpen(false)}
          />
        )}
        {selectionRequested && (
          <SelectionDialog
            open={selectionOpen}
            onClose={() => setSelectionOpen(false)}
            onChoose={(kind) => {
              setSelectionOpen(false);
              commentDrawing.start(kind);
            }}
          />
        )}
        {drawing && drawing.step !== 'area' && (
          <CommentFormDialog
            open={drawing.step === 'form'}
            draft={drawing.draft}
            onChange={commentDrawing.changeDraft}
            onEditBox={commentDrawing.editBox}
            onClose={commentDrawing.close}
            onSaved={(saved) => {
              commentDrawing.close();
              // The new box shows at once, as the active comment, on its side (spec §4).
              if (saved.box) replaceView(withVariant(view, { commentId: saved.id, back: saved.isBackside }));
            }}
          />
        )}
        {shareRequested && (
          <ShareDialog
            open={shareOpen}
            onClose={() => setShareOpen(false)}
            shortUrlPath={`/photographs/show/${photograph.id}`}
            content={{
              // Spec §2 share: the link shows what the sharer sees, the comment included.
              url: `${window.location.origin}${photographViewPath(view)}`,
              title,
              description: text?.description ?? '',
              hashtags: shareHashtags,
              media: `${window.location.origin}${thumbnailUrl(photograph.filePath, 'display', 'jpeg')}`,
            }}
          />
        )}
      </Suspense>
    </Box>
  );
}

/** The label drawn on a box: its category and the first words of the comment. */
function areaCaption(category: string | null, text: string): string {
  const words = firstWords(commentPlainText(text));
  return [category, words].filter(Boolean).join(': ');
}

function FaceArea({ label, onSelect }: { label: string; onSelect(): void }) {
  return (
    <Box
      component="button"
      type="button"
      onClick={onSelect}
      aria-label={label}
      sx={{
        all: 'unset',
        boxSizing: 'border-box',
        width: '100%',
        height: '100%',
        display: 'grid',
        placeItems: 'center',
        cursor: 'pointer',
        border: '2px dashed rgba(255,255,255,0.9)',
        color: '#fff',
        fontWeight: 700,
        fontSize: '1.25rem',
        textShadow: '0 1px 3px #000',
        '&:hover, &:focus-visible': { borderColor: 'primary.main' },
      }}
    >
      ?
    </Box>
  );
}
