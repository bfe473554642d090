import Box from '@mui/material/Box';
import { VIEWER } from '@retropics/domain/constants';
import { Component, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useMatchMedia } from '../../lib/layout/use-media-query';
import { type BudgetHolder, depthContexts } from './context-budget';
import { DepthRenderer, webGlContext } from './depth-renderer';
import {
  approach,
  edgeInset,
  loopVector,
  type ParallaxThreshold,
  parallaxOffset,
  pointerVector,
  textureWindow,
  thresholdOf,
  type Vec2,
} from './parallax';

/**
 * What moves the picture. 'auto' (the tiles): a mouse over the picture, else the gentle loop.
 * 'pointer' (the 2.5D screen): the same, and a finger dragging over it too. 'tilt': the device's
 * tilt. 'loop': the loop only.
 */
export type DepthMode = 'auto' | 'pointer' | 'tilt' | 'loop';
export type DepthUnavailable = 'webgl' | 'shader' | 'picture';

export interface DepthViewerProps {
  picture: string;
  depthMap: string;
  /** Width / height of the picture. */
  imageRatio: number;
  /** Spec §9: 45 in the feed, 20 by default, 45/45 on other screens (CSS pixels at full strength). */
  threshold?: number | ParallaxThreshold;
  strength?: number;
  /** The depth that stays in place (0 far … 1 near). */
  focus?: number;
  mode?: DepthMode;
  /** The full-screen viewer keeps its context; tiles give theirs up to newer ones. */
  pinned?: boolean;
  /** The plain picture: beneath the canvas, and instead of it whenever WebGL cannot draw. */
  still: ReactNode;
  /** The tilt vector when mode is 'tilt' (from useTilt). */
  tilt?: RefObject<Vec2 | null>;
  onUnavailable?(reason: DepthUnavailable): void;
  /** Names the canvas for assistive technology; tiles leave it out (their link names them). */
  label?: string;
}

const MAX_PIXEL_RATIO = 2;
const REST: Vec2 = { x: 0, y: 0 };

function loadImage(src: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.decoding = 'async';
  image.src = src;
  return image.decode().then(() => image);
}

/** Whether the element is near the viewport, following scrolling. */
function useOnScreen(element: RefObject<HTMLElement | null>): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const node = element.current;
    if (!node || typeof IntersectionObserver === 'undefined') {
      setOnScreen(true);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? false), {
      rootMargin: '100px',
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return onScreen;
}

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const change = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', change);
    return () => document.removeEventListener('visibilitychange', change);
  }, []);
  return visible;
}

/**
 * Spec §2 Viewer25D and the feed's depth effect: the photograph displaced by its depth map in a
 * WebGL shader, moved by the pointer, the device's tilt or a gentle loop. Visitors who ask for
 * reduced motion get no loop and no tilt; the picture moves only while they drag over it. The
 * canvas draws only on screen and in a visible tab, holds one of a few context slots, and gives its
 * context back when it goes. Without WebGL the still picture stays (and `onUnavailable` says why).
 */
function DepthCanvas({
  picture,
  depthMap,
  imageRatio,
  threshold = VIEWER.depthThreshold.default,
  strength = 1,
  focus = 0.5,
  mode = 'auto',
  pinned = false,
  still,
  tilt,
  onUnavailable,
  label,
}: DepthViewerProps) {
  const box = useRef<HTMLDivElement | null>(null);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const onScreen = useOnScreen(box);
  const pageVisible = usePageVisible();
  const reducedMotion = useMatchMedia('(prefers-reduced-motion: reduce)');
  const [generation, setGeneration] = useState(0);
  const [hasSlot, setHasSlot] = useState(false);
  const [live, setLive] = useState(false);
  const [failure, setFailure] = useState<Error | null>(null);
  const [unavailable, setUnavailable] = useState<DepthUnavailable | null>(null);
  const rendererRef = useRef<DepthRenderer | null>(null);
  const [rendererReady, setRendererReady] = useState(0);
  // Everything the frame loop reads without restarting it.
  const settings = useRef({ threshold: thresholdOf(threshold), strength, focus, mode, reducedMotion });
  settings.current = { threshold: thresholdOf(threshold), strength, focus, mode, reducedMotion };
  const pointer = useRef<{ vector: Vec2; over: boolean; dragging: boolean }>({
    vector: REST,
    over: false,
    dragging: false,
  });
  const holder = useRef<BudgetHolder>({ pinned, evict: () => undefined });
  holder.current.pinned = pinned;
  const unavailableRef = useRef(onUnavailable);
  unavailableRef.current = onUnavailable;

  // Shader compile errors throw (spec §8), here in render, so the error boundary catches them
  // even when they happen after the pictures arrive.
  if (failure) throw failure;

  useEffect(() => {
    const me = holder.current;
    me.evict = () => {
      setHasSlot(false);
      setLive(false);
    };
    return () => depthContexts.release(me);
  }, []);

  useEffect(() => {
    if (!onScreen || unavailable || hasSlot) return;
    if (depthContexts.acquire(holder.current)) {
      setHasSlot(true);
      // A canvas whose context was given back cannot make another: a new canvas each time.
      setGeneration((count) => count + 1);
    }
  }, [onScreen, unavailable, hasSlot]);

  const drawing = hasSlot && onScreen && pageVisible && !unavailable;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new canvas (generation) makes a new context
  useEffect(() => {
    const node = canvas.current;
    if (!hasSlot || !node) return;
    const gl = webGlContext(node);
    if (!gl) {
      console.warn('WebGL is not available: the depth viewer shows the still picture.');
      depthContexts.release(holder.current);
      setHasSlot(false);
      setUnavailable('webgl');
      unavailableRef.current?.('webgl');
      return;
    }
    let renderer: DepthRenderer | null = null;
    let cancelled = false;
    Promise.all([loadImage(picture), loadImage(depthMap)])
      .then(([image, depth]) => {
        if (cancelled) return;
        try {
          renderer = new DepthRenderer(gl, image, depth);
          rendererRef.current = renderer;
          setRendererReady((count) => count + 1);
        } catch (error) {
          setFailure(error instanceof Error ? error : new Error(String(error)));
        }
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.warn('Depth viewer: a picture did not load', error);
        setUnavailable('picture');
        unavailableRef.current?.('picture');
      });
    const lost = (event: Event) => {
      event.preventDefault();
      depthContexts.release(holder.current);
      setHasSlot(false);
      setLive(false);
    };
    node.addEventListener('webglcontextlost', lost);
    return () => {
      cancelled = true;
      node.removeEventListener('webglcontextlost', lost);
      rendererRef.current = null;
      if (renderer) renderer.dispose();
      else gl.getExtension('WEBGL_lose_context')?.loseContext();
      setLive(false);
    };
  }, [hasSlot, generation, picture, depthMap]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: rendererReady says a renderer is there
  useEffect(() => {
    const renderer = rendererRef.current;
    const node = canvas.current;
    if (!drawing || !renderer || !node) return;
    let frame = 0;
    let last = performance.now();
    let shown: Vec2 = { ...REST };
    let drawn = '';
    const tick = (now: number) => {
      frame = requestAnimationFrame(tick);
      const current = settings.current;
      const elapsed = now - last;
      last = now;
      const dpr = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
      const cssWidth = node.clientWidth;
      const cssHeight = node.clientHeight;
      const width = Math.max(1, Math.round(cssWidth * dpr));
      const height = Math.max(1, Math.round(cssHeight * dpr));
      if (node.width !== width || node.height !== height) {
        node.width = width;
        node.height = height;
      }
      const target = targetVector(current, pointer.current, tilt?.current ?? null, now);
      shown = approach(shown, target, elapsed);
      const size = { width: cssWidth, height: cssHeight };
      const inset = edgeInset(current.threshold, current.strength, current.focus, size);
      const frameState = {
        offset: parallaxOffset(shown, current.threshold, current.strength, size),
        focus: current.focus,
        window: textureWindow(cssWidth / Math.max(1, cssHeight), imageRatio, inset),
      };
      // A still picture is drawn once, not sixty times a second.
      const key = `${width}x${height}:${frameState.offset.x.toFixed(5)},${frameState.offset.y.toFixed(5)}:${current.focus}:${inset.x.toFixed(4)}`;
      if (key === drawn) return;
      drawn = key;
      renderer.draw(frameState, width, height);
      setLive(true);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [drawing, rendererReady, imageRatio, tilt]);

  const modeRef = useRef(mode);
  modeRef.current = mode;
  const reacquire = useRef(() => {});
  reacquire.current = () => {
    // A card that gave its context to newer ones takes one back when pointed at.
    if (!hasSlot && !unavailable && depthContexts.acquire(holder.current)) {
      setHasSlot(true);
      setGeneration((count) => count + 1);
    }
  };

  // The pointer is followed over the viewer's parent: a tile's link lies over the picture and
  // takes the pointer events, but the tile around both sees them.
  useEffect(() => {
    const node = box.current;
    const target = node?.parentElement ?? node;
    if (!node || !target) return;
    const state = pointer.current;
    const follow = (event: globalThis.PointerEvent) => {
      state.vector = pointerVector(event.clientX, event.clientY, node.getBoundingClientRect());
    };
    const enter = (event: globalThis.PointerEvent) => {
      state.over = event.pointerType === 'mouse' || state.dragging;
      reacquire.current();
    };
    const move = (event: globalThis.PointerEvent) => {
      const current = modeRef.current;
      if (current !== 'auto' && current !== 'pointer') return;
      if (settings.current.reducedMotion && !state.dragging) return;
      if (event.pointerType !== 'mouse' && !state.dragging) return;
      state.over = true;
      follow(event);
    };
    const down = (event: globalThis.PointerEvent) => {
      if (modeRef.current !== 'pointer') return;
      state.dragging = true;
      state.over = true;
      follow(event);
    };
    const up = () => {
      state.dragging = false;
      if (settings.current.reducedMotion) state.over = false;
    };
    const leave = () => {
      state.over = false;
      state.dragging = false;
    };
    const listeners = [
      ['pointerenter', enter],
      ['pointermove', move],
      ['pointerdown', down],
      ['pointerup', up],
      ['pointercancel', leave],
      ['pointerleave', leave],
    ] as const;
    for (const [type, listener] of listeners) target.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of listeners) target.removeEventListener(type, listener);
    };
  }, []);

  return (
    <Box
      ref={box}
      data-testid="depth-viewer"
      data-state={unavailable ? `unavailable-${unavailable}` : live ? 'live' : 'still'}
      sx={{ position: 'absolute', inset: 0, touchAction: mode === 'pointer' ? 'none' : undefined }}
    >
      {still}
      {hasSlot && (
        <Box
          component="canvas"
          key={generation}
          ref={canvas}
          role={label ? 'img' : undefined}
          aria-label={label}
          aria-hidden={label ? undefined : true}
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            display: 'block',
            opacity: live ? 1 : 0,
            transition: 'opacity 200ms',
            // Reduced motion: the depth picture replaces the still one at once, without a fade.
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        />
      )}
    </Box>
  );
}

/** Where the picture should look this frame, in [-1, 1]². */
function targetVector(
  current: { mode: DepthMode; reducedMotion: boolean },
  pointer: { vector: Vec2; over: boolean; dragging: boolean },
  tilt: Vec2 | null,
  now: number,
): Vec2 {
  const { mode, reducedMotion } = current;
  if (reducedMotion) return pointer.dragging ? pointer.vector : REST;
  if (mode === 'tilt') return tilt ?? REST;
  if (mode === 'loop') return loopVector(now);
  // 'pointer' and 'auto' alike: the pointer while it is there, the gentle loop while it is not.
  return pointer.over ? pointer.vector : loopVector(now);
}

interface BoundaryProps {
  fallback: ReactNode;
  onUnavailable?(reason: DepthUnavailable): void;
  children: ReactNode;
}

/** A shader that does not compile (or any other failure of the canvas) leaves the still picture, never a blank area. */
class DepthErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error('Depth viewer failed', error);
    this.props.onUnavailable?.('shader');
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box data-testid="depth-viewer" data-state="unavailable-shader" sx={{ position: 'absolute', inset: 0 }}>
        {this.props.fallback}
      </Box>
    );
  }
}

export default function DepthViewer(props: DepthViewerProps) {
  return (
    <DepthErrorBoundary fallback={props.still} onUnavailable={props.onUnavailable}>
      <DepthCanvas {...props} />
    </DepthErrorBoundary>
  );
}
