import Box from '@mui/material/Box';
import type { RefObject } from 'react';
import { BoxEditFrame } from '../../../components/comment-form/box-edit-frame';
import type { FractionBox } from '../../../components/comment-form/box-geometry';
import { CommentArea } from '../../../components/comment-form/comment-area';
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
        <CommentArea
          comment={comment}
          active={active}
          onSelect={() => onSelect(comment)}
          label={label}
          caption={caption}
          keepPointer
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
