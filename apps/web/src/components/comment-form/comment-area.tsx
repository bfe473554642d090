import Box from '@mui/material/Box';
import type { PictureComment } from '../../lib/resources/comments';

/**
 * A saved comment's marked area on a picture (viewer and RetroSnap alike): the frame is a button
 * that opens the comment, with its label (category and first words) above it.
 */
export function CommentArea({
  comment,
  active,
  onSelect,
  label,
  caption,
  keepPointer = false,
}: {
  comment: Pick<PictureComment, 'id'>;
  active: boolean;
  onSelect(): void;
  label: string;
  caption: string;
  /** Over a picture that pans or slides by pointer (the RetroSnap frame), a tap stays the box's. */
  keepPointer?: boolean;
}) {
  return (
    <Box sx={{ position: 'relative', width: '100%', height: '100%' }}>
      {caption && (
        <Box
          aria-hidden="true"
          data-testid={`comment-label-${comment.id}`}
          sx={{
            position: 'absolute',
            left: -2,
            bottom: '100%',
            mb: '2px',
            maxWidth: 'max(100%, 220px)',
            px: 0.75,
            py: 0.25,
            borderRadius: 0.5,
            bgcolor: active ? 'primary.main' : 'rgba(0,0,0,0.72)',
            color: active ? 'primary.contrastText' : '#fff',
            fontSize: '0.75rem',
            lineHeight: 1.3,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            pointerEvents: 'none',
          }}
        >
          {caption}
        </Box>
      )}
      <Box
        component="button"
        type="button"
        onClick={onSelect}
        onPointerDown={keepPointer ? (event) => event.stopPropagation() : undefined}
        aria-label={label}
        aria-current={active ? 'true' : undefined}
        data-testid={`comment-box-${comment.id}`}
        sx={{
          all: 'unset',
          boxSizing: 'border-box',
          display: 'block',
          width: '100%',
          height: '100%',
          cursor: 'pointer',
          border: active ? '3px solid' : '2px solid',
          borderColor: active ? 'primary.main' : 'rgba(255,255,255,0.9)',
          boxShadow: '0 0 0 1px rgba(0,0,0,0.6), inset 0 0 0 1px rgba(0,0,0,0.6)',
          borderRadius: 0.5,
          '&:hover, &:focus-visible': { borderColor: 'primary.main', bgcolor: 'rgba(240,201,135,0.12)' },
        }}
      />
    </Box>
  );
}
