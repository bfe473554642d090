import CropFreeIcon from '@mui/icons-material/CropFree';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { AVATAR_DEFAULT, AVATAR_MAX, AVATAR_MIN } from '@retropics/domain/constants';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/i18n/format-date';
import type { PictureComment } from '../../lib/resources/comments';
import { commentPlainText, normaliseBox } from './comment-display';

/** Spec §3 'Person': a picture is an avatar number 0..8; a full URL counts as none. */
function avatarUrl(pictureUrl: string | null | undefined): string {
  const number = Number(pictureUrl);
  const avatar =
    Number.isInteger(number) && number >= AVATAR_MIN && number <= AVATAR_MAX ? number : AVATAR_DEFAULT;
  return `/avatars/${avatar}.png`;
}

interface CommentListProps {
  comments: PictureComment[] | undefined;
  loading: boolean;
  activeId?: number | null;
  /** Opens a comment that marks an area of the picture. */
  onSelect?: (comment: PictureComment) => void;
}

/** The comments of a picture, newest first (spec §2); empty text 'Keine Kommentare vorhanden'. */
export function CommentList({ comments, loading, activeId = null, onSelect }: CommentListProps) {
  const { t } = useTranslation('viewer');
  if (loading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress size={28} aria-label={t('comments.loading')} />
      </Box>
    );
  }
  if (!comments || comments.length === 0) {
    return (
      <Typography sx={{ px: 2, py: 3, color: 'text.secondary' }} data-testid="comments-empty">
        {t('comments.empty')}
      </Typography>
    );
  }
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('comments.listLabel')}>
      {comments.map((comment) => {
        const boxed = normaliseBox(comment.box) !== null;
        const body = (
          <>
            <Avatar
              src={avatarUrl(comment.author?.pictureUrl)}
              alt=""
              sx={{ width: 36, height: 36, mt: 0.5 }}
            />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {comment.author?.name ?? t('comments.anonymous')}
                </Typography>
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  {formatDate(comment.dateCreated.slice(0, 10))}
                </Typography>
              </Box>
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {commentPlainText(comment.text)}
              </Typography>
              <Box sx={{ display: 'flex', gap: 2, mt: 0.5, color: 'text.secondary', alignItems: 'center' }}>
                <Box
                  component="span"
                  sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
                  aria-label={t('comments.upvotes', { count: comment.upvoteCount })}
                  role="img"
                >
                  <ThumbUpOutlinedIcon fontSize="inherit" />
                  <Typography component="span" variant="body2">
                    {comment.upvoteCount}
                  </Typography>
                </Box>
                {boxed && (
                  <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
                    <CropFreeIcon fontSize="inherit" />
                    <Typography component="span" variant="body2">
                      {comment.isBackside ? t('comments.marksBack') : t('comments.marksArea')}
                    </Typography>
                  </Box>
                )}
              </Box>
            </Box>
          </>
        );
        const rowSx = {
          display: 'flex',
          gap: 1.5,
          alignItems: 'flex-start',
          px: 2,
          py: 1.5,
          width: '100%',
          textAlign: 'left',
          borderLeft: 3,
          borderColor: comment.id === activeId ? 'primary.main' : 'transparent',
        } as const;
        return (
          <Box component="li" key={comment.id} sx={{ borderBottom: 1, borderColor: 'divider' }}>
            {boxed && onSelect ? (
              <ButtonBase
                sx={rowSx}
                onClick={() => onSelect(comment)}
                aria-current={comment.id === activeId ? 'true' : undefined}
                data-testid={`comment-${comment.id}`}
              >
                {body}
              </ButtonBase>
            ) : (
              <Box sx={rowSx} data-testid={`comment-${comment.id}`}>
                {body}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
