import AddAPhotoOutlinedIcon from '@mui/icons-material/AddAPhotoOutlined';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CropIcon from '@mui/icons-material/Crop';
import DirectionsCarOutlinedIcon from '@mui/icons-material/DirectionsCarOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import HomeWorkOutlinedIcon from '@mui/icons-material/HomeWorkOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlined';
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import ViewInArOutlinedIcon from '@mui/icons-material/ViewInArOutlined';
import VolumeUpOutlinedIcon from '@mui/icons-material/VolumeUpOutlined';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActionSpeedDial, type SpeedDialEntry } from '../../../components/action-speed-dial';
import { type CommentActionKey, SPEED_DIAL_MARKS } from '../../../components/comment-form/comment-marks';
import { showScreenActions } from '../../../components/viewer-overlay/show-screen-actions';
import { preloadNamespace } from '../../../lib/i18n/preload-namespace';
import { type Narratable, useNarration } from '../../../lib/media/use-narration';
import { showError } from '../../../lib/snackbar/snackbar-store';

preloadNamespace('narration');

/** Spec §2 speed-dial actions that need a signed-in person; anonymous visitors get the sign-in prompt. */
const SIGN_IN_ACTIONS = [
  { key: 'takeRetrosnap', icon: <AddAPhotoOutlinedIcon /> },
  { key: 'addToAlbum', icon: <AddPhotoAlternateOutlinedIcon /> },
  { key: 'comment', icon: <ChatBubbleOutlineIcon /> },
  { key: 'selectSection', icon: <CropIcon /> },
  { key: 'selectPerson', icon: <PersonSearchOutlinedIcon /> },
  { key: 'selectBuilding', icon: <HomeWorkOutlinedIcon /> },
  { key: 'selectCar', icon: <DirectionsCarOutlinedIcon /> },
  { key: 'selectText', icon: <TextFieldsIcon /> },
  { key: 'orderPrints', icon: <PrintOutlinedIcon /> },
] as const;

interface ViewerSpeedDialProps {
  signedIn: boolean;
  /** A signed-in person's 'add to album': the album selection dialog. */
  onAddToAlbum(): void;
  /** A signed-in person's comment entry: 'comment' opens the selection dialog, the others the form. */
  onComment(key: CommentActionKey): void;
  onShare(): void;
  /** A signed-in person's 'order prints': the print drawer (spec §2). */
  onOrderPrints(): void;
  /** The map route at the photograph's place, or null when it has no place (or the map is not there). */
  mapPath: string | null;
  editPath: string | null;
  /** The RetroSnap camera for this photograph (issue 17). */
  retrosnapPath: string | null;
  /** The 2.5D view, when the photograph has a depth map and the visitor allows 2.5D (issue 20). */
  depthViewerPath?: string | null;
  /** The photograph whose audio narration the dial plays (spec §2 'play audio narration'). */
  narratable: Narratable;
  /** The AR view of this photograph (spec §2 /image-ar/{id}). */
  arPath: string | null;
  hidden: boolean;
}

const isCommentAction = (key: string): key is CommentActionKey => key in SPEED_DIAL_MARKS;

/**
 * Spec §2 speed dial. Signing in is needed for albums, comments, selections and prints: a visitor
 * sees them and is asked to sign in. A signed-in person adds to albums, comments, marks areas and
 * orders prints here.
 */
export function ViewerSpeedDial({
  signedIn,
  onAddToAlbum,
  onComment,
  onShare,
  onOrderPrints,
  mapPath,
  editPath,
  retrosnapPath,
  depthViewerPath = null,
  narratable,
  arPath,
  hidden,
}: ViewerSpeedDialProps) {
  const { t } = useTranslation('viewer');
  const { t: tNarration } = useTranslation('narration');
  const narration = useNarration(narratable);
  useEffect(() => {
    if (narration.failed) showError(tNarration('failed'));
  }, [narration.failed, tNarration]);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const signedInEntries: SpeedDialEntry[] = signedIn
    ? SIGN_IN_ACTIONS.flatMap(({ key, icon }): SpeedDialEntry[] => {
        const label = t(`speedDial.${key}`);
        if (key === 'addToAlbum') return [{ key, icon, label, run: onAddToAlbum }];
        if (key === 'orderPrints') return [{ key, icon, label, run: onOrderPrints }];
        if (key === 'takeRetrosnap')
          return retrosnapPath ? [{ key, icon, label, run: () => void navigate(retrosnapPath) }] : [];
        return isCommentAction(key) ? [{ key, icon, label, run: () => onComment(key) }] : [];
      })
    : [];
  const entries = showScreenActions({
    t,
    navigate,
    signedIn,
    signInActions: SIGN_IN_ACTIONS,
    onShare,
    links: [
      { key: 'map', icon: <MapOutlinedIcon />, label: t('speedDial.showOnMap'), path: mapPath },
      { key: 'ar', icon: <ViewInArOutlinedIcon />, label: t('speedDial.ar'), path: arPath },
      { key: 'edit', icon: <EditOutlinedIcon />, label: t('speedDial.edit'), path: editPath },
      {
        key: 'depth25d',
        icon: <ViewInArOutlinedIcon />,
        label: t('speedDial.depth25d'),
        path: depthViewerPath,
      },
    ],
  });
  // Spec §2 'play audio narration', hidden where no audio can be made. Nearest the button: for a
  // visitor the dial is taller than a phone, and listening needs no sign-in.
  const narrationEntry: SpeedDialEntry[] = narration.available
    ? [
        {
          key: 'narration',
          icon: narration.playing ? <PauseCircleOutlineIcon /> : <VolumeUpOutlinedIcon />,
          label: tNarration(narration.playing ? 'pause' : 'play'),
          run: narration.toggle,
        },
      ]
    : [];
  return (
    <ActionSpeedDial
      ariaLabel={t('speedDial.label')}
      icon={<MoreVertIcon />}
      entries={[...narrationEntry, ...signedInEntries, ...entries]}
      open={open}
      onOpenChange={setOpen}
      hidden={hidden}
      data-testid="viewer-speed-dial"
    />
  );
}
