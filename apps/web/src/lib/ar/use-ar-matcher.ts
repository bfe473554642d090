import { AR } from '@retropics/domain/constants';
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { Quad } from './homography';
import type { MatcherAnswer, MatcherRequest } from './matcher-messages';
import { fitWithin, type GreyImage, greyOf } from './orb-matcher';

/** Frames go to the matcher at most this wide: the ORB sample's 640 px, plenty for 300 keypoints. */
const FRAME_MAX_PX = 640;

export type ArMatcherState =
  | { status: 'training' }
  | { status: 'tracking'; keypoints: number }
  | { status: 'failed'; error: string };

/** One frame's answer, its corners in the video's own pixels. */
export interface FrameMatch {
  matched: boolean;
  inliers: number;
  corners: Quad | null;
  /** Frames matched so far, and frames looked at, since the pattern was trained. */
  matchedFrames: number;
  frames: number;
  videoWidth: number;
  videoHeight: number;
}

function greyFrom(
  source: CanvasImageSource,
  width: number,
  height: number,
  canvas: HTMLCanvasElement,
): GreyImage {
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2D canvas');
  context.drawImage(source, 0, 0, width, height);
  return greyOf(context.getImageData(0, 0, width, height).data, width, height);
}

async function loadPattern(url: string, canvas: HTMLCanvasElement): Promise<GreyImage> {
  const image = new Image();
  image.src = url;
  await image.decode();
  const size = fitWithin(image.naturalWidth, image.naturalHeight, AR.patternImageMaxPx);
  return greyFrom(image, size.width, size.height, canvas);
}

/** Resolves once the video knows its size: asked `AR.videoSizeRetries` times, `AR.videoSizeRetryMs` apart. */
async function videoSize(video: HTMLVideoElement, cancelled: () => boolean) {
  for (let attempt = 0; attempt <= AR.videoSizeRetries && !cancelled(); attempt++) {
    if (video.videoWidth > 0 && video.videoHeight > 0)
      return { width: video.videoWidth, height: video.videoHeight };
    await new Promise((resolve) => window.setTimeout(resolve, AR.videoSizeRetryMs));
  }
  throw new Error('the camera gives no picture size');
}

/**
 * Spec §4 AR: matches the picture at `patternUrl` in the live `video` frame after frame, in a Web
 * Worker with never more than one frame on its way, and hands each answer to `onFrame` (the
 * overlay draws from it without a React render per frame).
 */
export function useArMatcher(
  videoRef: RefObject<HTMLVideoElement | null>,
  live: boolean,
  patternUrl: string | null,
  onFrame: (frame: FrameMatch) => void,
): ArMatcherState {
  const [state, setState] = useState<ArMatcherState>({ status: 'training' });
  const latest = useRef(onFrame);
  latest.current = onFrame;

  useEffect(() => {
    if (!live || !patternUrl) return;
    let cancelled = false;
    let animation = 0;
    let inFlight = false;
    let frames = 0;
    let matchedFrames = 0;
    let size = { width: 0, height: 0 };
    let frameSize = { width: 0, height: 0 };
    let sentScale = 1;
    const canvas = document.createElement('canvas');
    const worker = new Worker(new URL('./orb-matcher.worker.ts', import.meta.url), { type: 'module' });
    const send = (request: MatcherRequest) => worker.postMessage(request, [request.image.pixels.buffer]);
    const fail = (error: unknown) => {
      if (cancelled) return;
      console.error('AR matcher failed', error);
      setState({ status: 'failed', error: error instanceof Error ? error.message : String(error) });
    };

    const nextFrame = () => {
      animation = window.requestAnimationFrame(() => {
        const video = videoRef.current;
        if (cancelled || inFlight || !video) return;
        if (video.readyState < 2) {
          nextFrame();
          return;
        }
        // A phone turned sideways films the other way round.
        if (video.videoWidth !== size.width || video.videoHeight !== size.height) {
          size = { width: video.videoWidth, height: video.videoHeight };
          frameSize = fitWithin(size.width, size.height, FRAME_MAX_PX);
        }
        inFlight = true;
        sentScale = size.width / frameSize.width;
        send({ type: 'frame', image: greyFrom(video, frameSize.width, frameSize.height, canvas) });
      });
    };

    worker.onerror = (event) => fail(event.message || 'the matcher could not start');
    worker.onmessage = (event: MessageEvent<MatcherAnswer>) => {
      if (cancelled) return;
      const answer = event.data;
      if (answer.type === 'error') {
        fail(answer.message);
        return;
      }
      if (answer.type === 'trained') {
        setState({ status: 'tracking', keypoints: answer.keypoints });
        nextFrame();
        return;
      }
      inFlight = false;
      const { result } = answer;
      frames++;
      if (result.matched) matchedFrames++;
      // The frame's size may have changed since this one left: its answer is scaled as it was sent.
      const scale = sentScale;
      const corners = result.corners?.map((point) => ({ x: point.x * scale, y: point.y * scale })) as
        | Quad
        | undefined;
      latest.current({
        matched: result.matched,
        inliers: result.inliers,
        corners: corners ?? null,
        frames,
        matchedFrames,
        videoWidth: size.width,
        videoHeight: size.height,
      });
      nextFrame();
    };

    setState({ status: 'training' });
    const video = videoRef.current;
    (async () => {
      if (!video) throw new Error('no video');
      size = await videoSize(video, () => cancelled);
      frameSize = fitWithin(size.width, size.height, FRAME_MAX_PX);
      const pattern = await loadPattern(patternUrl, canvas);
      if (!cancelled) send({ type: 'train', image: pattern });
    })().catch(fail);

    return () => {
      cancelled = true;
      window.cancelAnimationFrame(animation);
      worker.terminate();
    };
  }, [live, patternUrl, videoRef]);

  return state;
}
