import { BUG_REPORT_SCREENSHOT_MAX_BYTES, PNG_DATA_URL_PREFIX } from '@retropics/domain/validation';
import sharp from 'sharp';
import { sniffImageType } from '../../media/image.repository.js';

/** A screenshot far larger than any screen (8K is 33 megapixels) is refused before decoding. */
const MAX_SCREENSHOT_PIXELS = 40_000_000;

export type ScreenshotProblem = 'too-large' | 'not-png';

/**
 * Decodes a bug report's PNG data URL completely: the prefix and base64 form are checked by the
 * request schema, but only the bytes tell whether it is a whole PNG and not a renamed other file.
 */
export async function checkScreenshot(dataUrl: string): Promise<ScreenshotProblem | null> {
  const bytes = Buffer.from(dataUrl.slice(PNG_DATA_URL_PREFIX.length), 'base64');
  if (bytes.length > BUG_REPORT_SCREENSHOT_MAX_BYTES) return 'too-large';
  if (sniffImageType(bytes.subarray(0, 16)) !== 'png') return 'not-png';
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_SCREENSHOT_PIXELS });
    const { format } = await image.metadata();
    if (format !== 'png') return 'not-png';
    // Reading the pixels at a small size goes through every compressed byte: truncation shows here.
    await image.resize(32, 32, { fit: 'inside' }).raw().toBuffer();
    return null;
  } catch {
    return 'not-png';
  }
}
