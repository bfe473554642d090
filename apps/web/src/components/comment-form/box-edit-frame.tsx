import Box from '@mui/material/Box';
import { type PointerEvent as ReactPointerEvent, useRef } from 'react';
import { type Corner, degreesTowards, dragBox, type FractionBox, resizeFromCorner } from './box-geometry';

/** A point in viewport coordinates: the picture is 1 wide and height / width high. */
export interface ViewportPoint {
  x: number;
  y: number;
}

interface BoxEditFrameProps {
  /** The picture's height / width: viewport coordinates scale both axes by the width. */
  aspect: number;
  box: FractionBox;
  onChange(box: FractionBox): void;
  /** Where a pointer is on the picture, in viewport coordinates (the picture's zoom and turn included). */
  pointOf(clientX: number, clientY: number): ViewportPoint;
}

type Grip = { kind: 'move' } | { kind: 'corner'; corner: Corner } | { kind: 'rotate' };

const CORNERS: ReadonlyArray<{ corner: Corner; left: string; top: string; cursor: string }> = [
  { corner: 'nw', left: '0%', top: '0%', cursor: 'nwse-resize' },
  { corner: 'ne', left: '100%', top: '0%', cursor: 'nesw-resize' },
  { corner: 'sw', left: '0%', top: '100%', cursor: 'nesw-resize' },
  { corner: 'se', left: '100%', top: '100%', cursor: 'nwse-resize' },
];

/** Grips are drawn small and grabbed large: a finger needs some 40 px. */
const GRIP_PX = 14;
const GRIP_HIT_PX = 40;
const ROTATE_ARM_PX = 32;

const gripSx = {
  position: 'absolute',
  width: GRIP_HIT_PX,
  height: GRIP_HIT_PX,
  transform: 'translate(-50%, -50%)',
  touchAction: 'none',
  // The visible dot inside the larger grip area.
  '&::after': {
    content: '""',
    position: 'absolute',
    left: (GRIP_HIT_PX - GRIP_PX) / 2,
    top: (GRIP_HIT_PX - GRIP_PX) / 2,
    width: GRIP_PX,
    height: GRIP_PX,
    borderRadius: '50%',
    bgcolor: '#fff',
    border: '2px solid',
    borderColor: 'primary.main',
    boxShadow: '0 0 0 1px rgba(0,0,0,0.6)',
  },
} as const;

/**
 * Spec §4 box-edit mode: the frame over the marked area, dragged by its body, resized by its
 * corners and turned by its handle, with mouse, pen or finger. It fills the element it is put in
 * (an OpenSeadragon overlay on the deep-zoom viewer, a placed element over a plain picture); the
 * host says where a pointer is on the picture. The keys and buttons of the box-edit bar change the
 * same box.
 *
 * Why not Annotorious: @annotorious/openseadragon 3.8 draws with a bundled PixiJS 7, whose WebGL
 * renderer compiles code with `new Function` and refuses to start under this app's Content Security
 * Policy (`script-src 'self'`, no 'unsafe-eval'); `@pixi/unsafe-eval` cannot patch the bundled copy,
 * and loosening the policy for a drawing tool would weaken the XSS defence of comment texts.
 */
export function BoxEditFrame({ aspect, box, onChange, pointOf }: BoxEditFrameProps) {
  const gesture = useRef<{
    grip: Grip;
    start: FractionBox;
    from: ViewportPoint;
    pointerId: number;
  } | null>(null);
  const latest = useRef({ box, onChange, aspect, pointOf });
  latest.current = { box, onChange, aspect, pointOf };

  const begin = (grip: Grip) => (event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    gesture.current = {
      grip,
      start: latest.current.box,
      from: latest.current.pointOf(event.clientX, event.clientY),
      pointerId: event.pointerId,
    };
  };
  const move = (event: ReactPointerEvent<HTMLElement>) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    event.preventDefault();
    const point = latest.current.pointOf(event.clientX, event.clientY);
    const step = { x: point.x - current.from.x, y: point.y - current.from.y };
    const { aspect: ratio, onChange: report } = latest.current;
    if (current.grip.kind === 'move') report(dragBox(current.start, step, ratio));
    else if (current.grip.kind === 'corner')
      report(resizeFromCorner(current.start, current.grip.corner, step, ratio));
    else report({ ...current.start, degrees: degreesTowards(current.start, point, ratio) });
  };
  const end = (event: ReactPointerEvent<HTMLElement>) => {
    if (gesture.current?.pointerId === event.pointerId) gesture.current = null;
  };
  const handlers = (grip: Grip) => ({
    onPointerDown: begin(grip),
    onPointerMove: move,
    onPointerUp: end,
    onPointerCancel: end,
  });

  return (
    <Box
      aria-hidden="true"
      sx={{ width: '100%', height: '100%', position: 'relative', transform: `rotate(${box.degrees}deg)` }}
    >
      <Box
        {...handlers({ kind: 'move' })}
        data-testid="box-edit-body"
        sx={{
          position: 'absolute',
          inset: 0,
          cursor: 'move',
          touchAction: 'none',
          border: '3px solid',
          borderColor: 'primary.main',
          bgcolor: 'rgba(240,201,135,0.15)',
          boxShadow:
            '0 0 0 1px rgba(0,0,0,0.7), inset 0 0 0 1px rgba(0,0,0,0.7), 0 0 0 9999px rgba(0,0,0,0.35)',
        }}
      />
      <Box
        sx={{
          position: 'absolute',
          left: '50%',
          top: -ROTATE_ARM_PX,
          height: ROTATE_ARM_PX,
          borderLeft: '2px solid',
          borderColor: 'primary.main',
          pointerEvents: 'none',
        }}
      />
      <Box
        {...handlers({ kind: 'rotate' })}
        data-testid="box-edit-rotate"
        sx={{ ...gripSx, left: '50%', top: -ROTATE_ARM_PX, cursor: 'grab' }}
      />
      {CORNERS.map(({ corner, left, top, cursor }) => (
        <Box
          key={corner}
          {...handlers({ kind: 'corner', corner })}
          data-testid={`box-edit-corner-${corner}`}
          sx={{ ...gripSx, left, top, cursor }}
        />
      ))}
    </Box>
  );
}
