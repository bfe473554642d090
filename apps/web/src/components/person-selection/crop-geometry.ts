import { PERSON_SELECTION } from '@retropics/domain/constants';
import type { FractionBox } from '../comment-form/box-geometry';

/** The cropper's frame in percent of the picture shown (react-image-crop's `PercentCrop`). */
export interface PercentFrame {
  unit: '%';
  x: number;
  y: number;
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** Fractions are sent with 6 decimals, as a comment's box (box-geometry.ts). */
const round = (value: number) => Number(value.toFixed(6));

/**
 * Spec §4: the first frame is 350 × 350 pixels of the picture as shown, centred on `centre` (the
 * middle of what the viewer showed, in fractions) and kept inside the picture. A side shown
 * shorter than 350 pixels (a phone) is framed by half, so the frame marks someone, not everyone.
 */
export function defaultFrame(
  shown: { width: number; height: number },
  centre: { x: number; y: number } = { x: 0.5, y: 0.5 },
): PercentFrame {
  // A side shown shorter than the frame (a phone) gets half its length instead of all of it.
  const side = (length: number) =>
    length < PERSON_SELECTION.defaultCropPx
      ? PERSON_SELECTION.smallPictureCropShare
      : PERSON_SELECTION.defaultCropPx / length;
  const width = side(shown.width);
  const height = side(shown.height);
  const x = clamp(centre.x - width / 2, 0, 1 - width);
  const y = clamp(centre.y - height / 2, 0, 1 - height);
  return { unit: '%', x: x * 100, y: y * 100, width: width * 100, height: height * 100 };
}

/** A box already on the picture (a face's '?' box) as the cropper's first frame. */
export function frameOfBox(box: Pick<FractionBox, 'x' | 'y' | 'width' | 'height'>): PercentFrame {
  return { unit: '%', x: box.x * 100, y: box.y * 100, width: box.width * 100, height: box.height * 100 };
}

/** The frame as the Person comment's box: fractions of the picture inside it, upright. */
export function boxOfFrame(frame: Omit<PercentFrame, 'unit'>): FractionBox {
  const width = clamp(frame.width / 100, 0, 1);
  const height = clamp(frame.height / 100, 0, 1);
  return {
    x: round(clamp(frame.x / 100, 0, 1 - width)),
    y: round(clamp(frame.y / 100, 0, 1 - height)),
    width: round(width),
    height: round(height),
    degrees: 0,
  };
}

/** The box in whole pixels of an image of this size, at least one pixel each way. */
export function pixelsOfBox(box: FractionBox, image: { width: number; height: number }) {
  const x = Math.floor(box.x * image.width);
  const y = Math.floor(box.y * image.height);
  return {
    x,
    y,
    width: clamp(Math.round(box.width * image.width), 1, image.width - x),
    height: clamp(Math.round(box.height * image.height), 1, image.height - y),
  };
}

/** The centre of a box, e.g. the part of the picture the viewer shows. */
export function centreOf(box: Pick<FractionBox, 'x' | 'y' | 'width' | 'height'>): { x: number; y: number } {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * The largest frame of the given shape (width / height in pixels of the picture) inside `frame`,
 * centred on it: a print format's shape fitted to the section chosen so far.
 */
export function framedToAspect(
  frame: PercentFrame,
  aspect: number,
  picture: { width: number; height: number },
): PercentFrame {
  const widthPx = (frame.width / 100) * picture.width;
  const heightPx = (frame.height / 100) * picture.height;
  const fittedWidthPx = Math.min(widthPx, heightPx * aspect);
  const fittedHeightPx = fittedWidthPx / aspect;
  const width = (fittedWidthPx / picture.width) * 100;
  const height = (fittedHeightPx / picture.height) * 100;
  return {
    unit: '%',
    x: frame.x + (frame.width - width) / 2,
    y: frame.y + (frame.height - height) / 2,
    width,
    height,
  };
}
