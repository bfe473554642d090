import AddAPhotoOutlinedIcon from '@mui/icons-material/AddAPhotoOutlined';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CropIcon from '@mui/icons-material/Crop';
import DirectionsCarOutlinedIcon from '@mui/icons-material/DirectionsCarOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import HomeWorkOutlinedIcon from '@mui/icons-material/HomeWorkOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import ViewInArOutlinedIcon from '@mui/icons-material/ViewInArOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActionSpeedDial, type SpeedDialEntry } from '../../../components/action-speed-dial';
import { type CommentActionKey, SPEED_DIAL_MARKS } from '../../../components/comment-form/comment-marks';
import { showScreenActions } from '../../../components/viewer-overlay/show-screen-actions';

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
  arPath,
  hidden,
}: ViewerSpeedDialProps) {
  const { t } = useTranslation('viewer');
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
    ],
  });
  return (
    <ActionSpeedDial
      ariaLabel={t('speedDial.label')}
      icon={<MoreVertIcon />}
      entries={[...signedInEntries, ...entries]}
      open={open}
      onOpenChange={setOpen}
      hidden={hidden}
      data-testid="viewer-speed-dial"
    />
  );
}
