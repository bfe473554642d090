import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isSignedIn, useSession } from '../../lib/auth/session-store';
import { preloadNamespace } from '../../lib/i18n/preload-namespace';
import type { PictureComment } from '../../lib/resources/comments';
import { CommentItem } from './comment-item';
import { viewerOfToken } from './comment-rights';
import type { CommentTarget } from './comment-text';
import { QuickCommentField } from './quick-comment-field';

// The list shows in screens that do not load these texts themselves (album, RetroSnap).
preloadNamespace('comments');

interface CommentListProps {
  comments: PictureComment[] | undefined;
  loading: boolean;
  activeId?: number | null;
  /** Opens a comment that marks an area of the picture. */
  onSelect?: (comment: PictureComment) => void;
}

/** The comments of a picture or album, newest first (spec §2); empty text 'Keine Kommentare vorhanden'. */
export function CommentList({ comments, loading, activeId = null, onSelect }: CommentListProps) {
  const { t } = useTranslation('comments');
  const viewer = viewerOfToken(useSession().user);
  if (loading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress size={28} aria-label={t('loading')} />
      </Box>
    );
  }
  if (!comments || comments.length === 0) {
    return (
      <Typography sx={{ px: 2, py: 3, color: 'text.secondary' }} data-testid="comments-empty">
        {t('empty')}
      </Typography>
    );
  }
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('listLabel')}>
      {comments.map((comment) => (
        <CommentItem
          key={comment.id}
          comment={comment}
          viewer={viewer}
          active={comment.id === activeId}
          onSelect={onSelect}
        />
      ))}
    </Box>
  );
}

/** Where comments show (viewer drawer, RetroSnap side list, album panel): the quick field over the list. */
export function CommentThread({ target, ...list }: CommentListProps & { target: CommentTarget }) {
  const session = useSession();
  return (
    <>
      <Box sx={{ px: 2, pt: 2, pb: 1 }}>
        <QuickCommentField target={target} signedIn={isSignedIn(session)} />
      </Box>
      <CommentList {...list} />
    </>
  );
}
