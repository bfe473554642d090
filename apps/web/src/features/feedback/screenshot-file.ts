import { BUG_REPORT_SCREENSHOT_MAX_BYTES, PNG_DATA_URL_PREFIX } from '@retropics/domain/validation';

/** Bytes a base64 data URL stands for. */
function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
}

export class ScreenshotUnreadable extends Error {}

/**
 * Any image the browser can decode (PNG, JPEG, WebP, GIF, HEIC where supported) becomes a PNG data
 * URL through a canvas, the form the server takes. A picture too large for 2 MB as PNG is drawn
 * smaller until it fits: a screenshot's point is what it shows, not its resolution.
 */
export async function imageFileToPngDataUrl(file: File): Promise<string> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new ScreenshotUnreadable(file.name);
  }
  try {
    let scale = 1;
    for (let attempt = 0; attempt < 6; attempt++) {
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      const context = canvas.getContext('2d');
      if (!context) throw new ScreenshotUnreadable(file.name);
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const dataUrl = canvas.toDataURL('image/png');
      if (!dataUrl.startsWith(PNG_DATA_URL_PREFIX)) throw new ScreenshotUnreadable(file.name);
      const bytes = dataUrlBytes(dataUrl);
      if (bytes <= BUG_REPORT_SCREENSHOT_MAX_BYTES) return dataUrl;
      // PNG size grows with the area: shrink the sides by the square root of the excess, a little more.
      scale *= Math.sqrt(BUG_REPORT_SCREENSHOT_MAX_BYTES / bytes) * 0.9;
    }
    throw new ScreenshotUnreadable(file.name);
  } finally {
    bitmap.close();
  }
}
