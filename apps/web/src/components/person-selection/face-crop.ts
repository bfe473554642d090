import { type ThumbnailSize, thumbnailUrl } from '../../lib/media/image-urls';

interface FaceOnPicture {
  filePath: string;
  /** [x, y, width, height] in pixels of the upright original. */
  bounding_box: readonly [number, number, number, number];
  /** The same box in fractions of the picture. */
  box: { x: number; y: number; width: number; height: number };
}

/**
 * The region shown for a detected face: a square twice the face's size around its centre (some
 * hair and shoulders make it recognisable), kept inside the picture, in fractions as the
 * thumbnail's `c=left,top,width,height` takes them.
 */
export function faceCropRegion(face: FaceOnPicture): [number, number, number, number] {
  const [x, y, w, h] = face.bounding_box;
  const pictureWidth = face.box.width > 0 ? w / face.box.width : w;
  const pictureHeight = face.box.height > 0 ? h / face.box.height : h;
  const side = Math.min(Math.max(w, h) * 2, pictureWidth, pictureHeight);
  const left = Math.min(Math.max(0, x + w / 2 - side / 2), pictureWidth - side);
  const top = Math.min(Math.max(0, y + h / 2 - side / 2), pictureHeight - side);
  const round = (value: number) => Number(value.toFixed(4));
  return [
    round(left / pictureWidth),
    round(top / pictureHeight),
    round(side / pictureWidth),
    round(side / pictureHeight),
  ];
}

/** The face cut from the photograph's thumbnail by the media server (`/thumbnail/…?c=`). */
export function faceCropUrl(face: FaceOnPicture, size: ThumbnailSize = 'list'): string {
  return `${thumbnailUrl(face.filePath, size)}?c=${faceCropRegion(face).join(',')}`;
}
