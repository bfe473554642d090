import Box from '@mui/material/Box';
import type { Homography } from '@retropics/domain/alignment';
import { VIEWER } from '@retropics/domain/constants';
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { AlignedPicture } from '../../../components/aligned-picture/aligned-picture';
import { containSize, stepZoom } from '../retrosnap-route';

interface ComparisonFrameProps {
  /** The RetroSnap (today). */
  current: { src: string; ratio: number };
  /**
   * The historic photograph laid over it up to `compare` percent from the left; null on the back.
   * With a `homography` (the RetroSnap's alignment) it lies where the alignment puts it, otherwise
   * fitted whole into the frame.
   */
  historic: { src: string; homography?: readonly number[] | null } | null;
  compare: number;
  onCompare(value: number): void;
  zoom: number;
  onZoom(value: number): void;
  label: string;
  /** Drawn over the RetroSnap at its size and zoom: the comments' boxes, or box-edit mode. */
  children?: ReactNode;
  /** The placed picture and its scrolling view, to read where a pointer or the visible part is. */
  frameRef?: RefObject<{ frame: HTMLDivElement | null; scroller: HTMLDivElement | null } | null>;
}

/**
 * The RetroSnap at 100 to 500 % with the historic photograph over its left part (spec §2
 * before/after slider). The divider can be dragged; the page's slider does the same by keyboard.
 * Zoomed in, the picture scrolls (arrow keys, wheel, touch, or dragging with the mouse).
 */
export function ComparisonFrame({
  current,
  historic,
  compare,
  onCompare,
  zoom,
  onZoom,
  label,
  children,
  frameRef,
}: ComparisonFrameProps) {
  const { t } = useTranslation('viewer');
  const scroller = useRef<HTMLDivElement | null>(null);
  const frame = useRef<HTMLDivElement | null>(null);
  const [box, setBox] = useState({ width: 0, height: 0 });
  const drag = useRef<{ kind: 'divider' | 'pan'; x: number; y: number; left: number; top: number } | null>(
    null,
  );

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setBox({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (frameRef) frameRef.current = { frame: frame.current, scroller: scroller.current };
  });

  const fit = containSize(current.ratio, box);
  const aligned = historic?.homography?.length === 9 ? (historic.homography as unknown as Homography) : null;
  const width = (fit.width * zoom) / 100;
  const height = (fit.height * zoom) / 100;
  // The Then/Now labels keep clear of the screen's header, which overlays the top 56 px.
  const labelTop = Math.max(8, 64 - Math.max(0, (box.height - height) / 2));

  // Zooming keeps the middle of the view where it was.
  const lastZoom = useRef(zoom);
  useEffect(() => {
    const element = scroller.current;
    if (!element || lastZoom.current === zoom) return;
    const factor = zoom / lastZoom.current;
    lastZoom.current = zoom;
    const centerX = element.scrollLeft + element.clientWidth / 2;
    const centerY = element.scrollTop + element.clientHeight / 2;
    element.scrollLeft = centerX * factor - element.clientWidth / 2;
    element.scrollTop = centerY * factor - element.clientHeight / 2;
  }, [zoom]);

  const compareAt = (clientX: number) => {
    const rect = frame.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return;
    onCompare(Math.round(Math.min(100, Math.max(0, ((clientX - rect.left) / rect.width) * 100))));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const onDivider = (event.target as HTMLElement).closest('[data-divider]') !== null;
    const element = scroller.current;
    if (!element || (!onDivider && (zoom <= 100 || event.pointerType !== 'mouse'))) return;
    drag.current = {
      kind: onDivider ? 'divider' : 'pan',
      x: event.clientX,
      y: event.clientY,
      left: element.scrollLeft,
      top: element.scrollTop,
    };
    event.currentTarget.setPointerCapture(event.pointerId);
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    const element = scroller.current;
    if (!state || !element) return;
    if (state.kind === 'divider') compareAt(event.clientX);
    else {
      element.scrollLeft = state.left - (event.clientX - state.x);
      element.scrollTop = state.top - (event.clientY - state.y);
    }
  };
  const endDrag = () => {
    drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === '+' || event.key === '=') onZoom(stepZoom(zoom, 1, VIEWER.retrosnapZoomPercent));
    else if (event.key === '-' || event.key === '_') onZoom(stepZoom(zoom, -1, VIEWER.retrosnapZoomPercent));
    else return;
    event.preventDefault();
  };

  return (
    <Box
      ref={scroller}
      role="region"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      data-testid="comparison-scroller"
      sx={{
        position: 'absolute',
        inset: 0,
        overflow: 'auto',
        display: 'flex',
        outline: 'none',
        cursor: zoom > 100 ? 'grab' : 'default',
        '&:focus-visible': { boxShadow: (theme) => `inset 0 0 0 3px ${theme.palette.primary.main}` },
      }}
    >
      <Box
        ref={frame}
        data-testid="comparison-frame"
        data-zoom={zoom}
        data-aligned={aligned ? 'true' : 'false'}
        sx={{ position: 'relative', width, height, flex: 'none', m: 'auto', userSelect: 'none' }}
      >
        <Box
          component="img"
          src={current.src}
          alt=""
          draggable={false}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' }}
        />
        {historic && (
          <>
            {aligned ? (
              // The divider's clip sits on a wrapper that is not transformed: on the transformed
              // picture it would be carried along by the matrix. The frame clips what the
              // alignment moves outside the RetroSnap.
              <Box
                sx={{
                  position: 'absolute',
                  inset: 0,
                  overflow: 'hidden',
                  clipPath: `inset(0 ${100 - compare}% 0 0)`,
                }}
              >
                <AlignedPicture
                  src={historic.src}
                  homography={aligned}
                  width={width}
                  height={height}
                  data-testid="comparison-historic"
                />
              </Box>
            ) : (
              <Box
                component="img"
                src={historic.src}
                alt=""
                draggable={false}
                data-testid="comparison-historic"
                sx={{
                  position: 'absolute',
                  inset: 0,
                  width: '100%',
                  height: '100%',
                  objectFit: 'contain',
                  bgcolor: '#000',
                  clipPath: `inset(0 ${100 - compare}% 0 0)`,
                }}
              />
            )}
            <Box
              data-divider
              aria-hidden="true"
              sx={{
                position: 'absolute',
                top: 0,
                bottom: 0,
                left: `${compare}%`,
                width: 32,
                ml: '-16px',
                cursor: 'ew-resize',
                touchAction: 'none',
                // Above the comments' boxes: the divider stays draggable where it crosses one.
                zIndex: 1,
                '&::before': {
                  content: '""',
                  position: 'absolute',
                  top: 0,
                  bottom: 0,
                  left: '15px',
                  width: '2px',
                  bgcolor: 'common.white',
                  boxShadow: '0 0 4px rgba(0,0,0,0.8)',
                },
                '&::after': {
                  content: '"⟷"',
                  position: 'absolute',
                  top: '50%',
                  left: 0,
                  width: 32,
                  height: 32,
                  mt: '-16px',
                  borderRadius: '50%',
                  bgcolor: 'common.white',
                  color: '#000',
                  display: 'grid',
                  placeItems: 'center',
                  fontSize: 18,
                  boxShadow: 3,
                },
              }}
            />
            <Box
              component="span"
              sx={{ position: 'absolute', top: labelTop, left: 8, ...badge, opacity: compare > 12 ? 1 : 0 }}
            >
              {t('retrosnap.then')}
            </Box>
            <Box
              component="span"
              sx={{ position: 'absolute', top: labelTop, right: 8, ...badge, opacity: compare < 88 ? 1 : 0 }}
            >
              {t('retrosnap.now')}
            </Box>
          </>
        )}
        {children}
      </Box>
    </Box>
  );
}

const badge = {
  bgcolor: 'rgba(0,0,0,0.65)',
  color: 'common.white',
  px: 1,
  py: 0.25,
  borderRadius: 1,
  fontSize: '0.8rem',
  fontWeight: 600,
  transition: 'opacity 200ms',
  pointerEvents: 'none',
} as const;
