import { PERSON_SELECTION } from '@retropics/domain/constants';
import { cropBytes, MENTION_CROP_MAX_BYTES } from '@retropics/domain/contracts/mention.contract';
import type { FractionBox } from '../comment-form/box-geometry';
import { pixelsOfBox } from './crop-geometry';

/**
 * Cuts the box out of a loaded picture as a JPEG data URL (spec §7 `cropperImage`), at the
 * picture's own resolution (the cropper shows the 'big' thumbnail, so the crop is as sharp as it
 * gets without the original). A crop over the server's 2 MB is made smaller until it fits.
 */
export function cutCrop(image: HTMLImageElement, box: FractionBox): string {
  const area = pixelsOfBox(box, { width: image.naturalWidth, height: image.naturalHeight });
  for (let scale = 1; ; scale /= 2) {
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(area.width * scale));
    canvas.height = Math.max(1, Math.round(area.height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas in this browser');
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
    const dataUrl = canvas.toDataURL('image/jpeg', PERSON_SELECTION.cropJpegQuality);
    if (cropBytes(dataUrl) <= MENTION_CROP_MAX_BYTES || canvas.width <= 64) return dataUrl;
  }
}
