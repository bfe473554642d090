import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { promptSignIn } from '../../lib/auth/sign-in-prompt';
import type { PictureComment } from '../../lib/resources/comments';
import { CommentList } from './comment-list';

export interface CommentsDrawerProps {
  open: boolean;
  onClose(): void;
  comments: PictureComment[] | undefined;
  loading: boolean;
  count: number;
  activeId: number | null;
  onSelect?: (comment: PictureComment) => void;
  signedIn: boolean;
}

/**
 * The comments of a picture beside it (below it on a phone), newest first with their count;
 * visitors get a button that asks them to sign in to write one.
 */
export default function CommentsDrawer(props: CommentsDrawerProps) {
  const { t } = useTranslation('viewer');
  const titleId = useId();
  const phone = useMediaQuery('(max-width:599.95px)');
  return (
    <Drawer
      anchor={phone ? 'bottom' : 'right'}
      open={props.open}
      onClose={props.onClose}
      slotProps={{
        paper: {
          sx: { width: phone ? '100%' : 380, maxHeight: phone ? '75vh' : '100%' },
          role: 'dialog',
          'aria-labelledby': titleId,
        },
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id={titleId} component="h2" variant="h3" sx={{ flex: 1 }}>
          {t('comments.title', { count: props.count })}
        </Typography>
        <IconButton onClick={props.onClose} aria-label={t('comments.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ overflowY: 'auto' }} data-testid="comments-list">
        <CommentList
          comments={props.comments}
          loading={props.loading}
          activeId={props.activeId}
          onSelect={props.onSelect}
        />
      </Box>
      {!props.signedIn && (
        <Box sx={{ p: 2 }}>
          <Button variant="outlined" fullWidth onClick={promptSignIn}>
            {t('comments.write')}
          </Button>
        </Box>
      )}
    </Drawer>
  );
}
