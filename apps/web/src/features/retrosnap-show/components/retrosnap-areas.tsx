import Box from '@mui/material/Box';
import type { RefObject } from 'react';
import { BoxEditFrame } from '../../../components/comment-form/box-edit-frame';
import type { FractionBox } from '../../../components/comment-form/box-geometry';
import { normaliseBox } from '../../../components/comments/comment-display';
import type { PictureComment } from '../../../lib/resources/comments';

/** A box as a placed element over the picture: fractions are percent of its width and height. */
const placed = (box: FractionBox) =>
  ({
    position: 'absolute',
    left: `${box.x * 100}%`,
    top: `${box.y * 100}%`,
    width: `${box.width * 100}%`,
    height: `${box.height * 100}%`,
    transform: `rotate(${box.degrees}deg)`,
  }) as const;

interface SavedAreasProps {
  comments: readonly PictureComment[];
  back: boolean;
  activeId: number | null;
  onSelect(comment: PictureComment): void;
  /** What a screen reader hears for a box, and the label drawn on it. */
  labelOf(comment: PictureComment): { label: string; caption: string };
}

/** Spec §2 RetroSnap comment overlay: each comment's marked area on its side, labelled, opening the comment. */
export function SavedAreas({ comments, back, activeId, onSelect, labelOf }: SavedAreasProps) {
  return comments.flatMap((comment) => {
    const box = normaliseBox(comment.box);
    if (!box || comment.isBackside !== back) return [];
    const active = comment.id === activeId;
    const { label, caption } = labelOf(comment);
    return [
      <Box key={comment.id} sx={placed(box)}>
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
          onClick={() => onSelect(comment)}
          // The frame's own pointer handling (divider, pan) must not take a tap on a box.
          onPointerDown={(event) => event.stopPropagation()}
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
      </Box>,
    ];
  });
}

interface EditedAreaProps {
  box: FractionBox;
  /** The RetroSnap's height / width. */
  aspect: number;
  onChange(box: FractionBox): void;
  frame: RefObject<{ frame: HTMLDivElement | null } | null>;
}

/**
 * Box-edit mode over the plain RetroSnap picture: the shared frame in an element placed like the
 * saved boxes. The picture is drawn `aspect` times as high as wide at any zoom, so a pointer's
 * place is its distance from the picture's corner divided by the drawn width (viewport units).
 */
export function EditedArea({ box, aspect, onChange, frame }: EditedAreaProps) {
  const pointOf = (clientX: number, clientY: number) => {
    const rect = frame.current?.frame?.getBoundingClientRect();
    if (!rect || rect.width === 0) return { x: 0, y: 0 };
    return { x: (clientX - rect.left) / rect.width, y: (clientY - rect.top) / rect.width };
  };
  return (
    <Box data-testid="box-edit-frame" sx={{ ...placed({ ...box, degrees: 0 }), zIndex: 1 }}>
      <BoxEditFrame aspect={aspect} box={box} onChange={onChange} pointOf={pointOf} />
    </Box>
  );
}

/** The part of the picture in the scrolling view, in viewport units (for the spec §4 default box). */
export function visiblePart(frame: HTMLDivElement, scroller: HTMLDivElement) {
  const picture = frame.getBoundingClientRect();
  const view = scroller.getBoundingClientRect();
  if (picture.width === 0) return null;
  return {
    x: (view.left - picture.left) / picture.width,
    y: (view.top - picture.top) / picture.width,
    width: view.width / picture.width,
    height: view.height / picture.width,
  };
}
