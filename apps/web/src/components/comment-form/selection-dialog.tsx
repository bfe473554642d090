import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CropIcon from '@mui/icons-material/Crop';
import DirectionsCarOutlinedIcon from '@mui/icons-material/DirectionsCarOutlined';
import HomeWorkOutlinedIcon from '@mui/icons-material/HomeWorkOutlined';
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarkKind } from './comment-marks';

const CHOICES: ReadonlyArray<{ kind: MarkKind; icon: ReactNode }> = [
  { kind: 'section', icon: <CropIcon /> },
  { kind: 'person', icon: <PersonSearchOutlinedIcon /> },
  { kind: 'building', icon: <HomeWorkOutlinedIcon /> },
  { kind: 'car', icon: <DirectionsCarOutlinedIcon /> },
  { kind: 'text', icon: <TextFieldsIcon /> },
  { kind: 'emptyArea', icon: <ChatBubbleOutlineIcon /> },
];

interface SelectionDialogProps {
  open: boolean;
  onClose(): void;
  onChoose(kind: MarkKind): void;
}

/** Spec §2: what the comment is about — a section, person, building, car, text, or an empty area (no box). */
export function SelectionDialog({ open, onClose, onChoose }: SelectionDialogProps) {
  const { t } = useTranslation('annotate');
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      data-testid="selection-dialog"
    >
      <DialogTitle id={titleId}>{t('select.title')}</DialogTitle>
      <List sx={{ pt: 0 }}>
        {CHOICES.map(({ kind, icon }) => (
          <ListItem key={kind} disablePadding>
            <ListItemButton onClick={() => onChoose(kind)} data-testid={`select-${kind}`}>
              <ListItemIcon>{icon}</ListItemIcon>
              <ListItemText
                primary={t(`select.${kind}`)}
                secondary={kind === 'emptyArea' ? t('select.emptyAreaHint') : undefined}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <DialogActions>
        <Button onClick={onClose}>{t('select.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
