import { CAMERA } from '@retropics/domain/constants';
import { captureCrop } from './camera-setup';

/**
 * The video's current frame as a JPEG at spec §9's quality, cropped as the digital zoom shows it.
 * Also answers a data URL-free preview: the frozen picture the captured state shows.
 */
export async function capturePicture(video: HTMLVideoElement, digitalZoom: number): Promise<Blob> {
  const crop = captureCrop(video.videoWidth, video.videoHeight, digitalZoom);
  const canvas = document.createElement('canvas');
  canvas.width = crop.width;
  canvas.height = crop.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas for the capture');
  context.drawImage(video, crop.x, crop.y, crop.width, crop.height, 0, 0, crop.width, crop.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The capture could not be encoded'))),
      'image/jpeg',
      CAMERA.jpegQuality,
    );
  });
}
