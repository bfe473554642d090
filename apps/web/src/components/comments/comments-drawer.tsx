import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PictureComment } from '../../lib/resources/comments';
import { CommentThread } from './comment-list';
import type { CommentTarget } from './comment-text';

export interface CommentsDrawerProps {
  open: boolean;
  onClose(): void;
  /** What a quick comment is written on: the picture (and side) the screen shows. */
  target: CommentTarget;
  comments: PictureComment[] | undefined;
  loading: boolean;
  count: number;
  activeId: number | null;
  onSelect?: (comment: PictureComment) => void;
}

/**
 * The comments of a picture beside it (below it on a phone), newest first with their count, under
 * the quick comment field; a visitor's comment or vote asks them to sign in first.
 */
export default function CommentsDrawer(props: CommentsDrawerProps) {
  const { t } = useTranslation('comments');
  const titleId = useId();
  const phone = useMediaQuery('(max-width:599.95px)');
  return (
    <Drawer
      anchor={phone ? 'bottom' : 'right'}
      open={props.open}
      onClose={props.onClose}
      slotProps={{
        paper: {
          sx: { width: phone ? '100%' : 400, maxHeight: phone ? '80vh' : '100%' },
          role: 'dialog',
          'aria-labelledby': titleId,
        },
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id={titleId} component="h2" variant="h3" sx={{ flex: 1 }} data-testid="comments-title">
          {t('title', { count: props.count })}
        </Typography>
        <IconButton onClick={props.onClose} aria-label={t('close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ overflowY: 'auto' }} data-testid="comments-list">
        <CommentThread
          target={props.target}
          comments={props.comments}
          loading={props.loading}
          activeId={props.activeId}
          onSelect={props.onSelect}
        />
      </Box>
    </Drawer>
  );
}
