import { CAPTCHA_GRID } from '@retropics/domain/contracts/captcha.contract';
import sharp from 'sharp';
import type { DerivativeService } from '../../media/derivative.service.js';
import { photographOriginal } from '../../media/media-paths.js';

/** Ours: the square the puzzle is drawn in, in pixels (a phone's width at 1× fits it). */
export const CAPTCHA_PICTURE_SIZE = 360;
const TILE_SIZE = CAPTCHA_PICTURE_SIZE / CAPTCHA_GRID;

/**
 * Cuts one tile out of a photograph's list-size thumbnail, squared to the puzzle. The browser only
 * ever gets single tiles addressed by the position they are shown at, never the whole picture, so
 * no address tells where a tile belongs.
 */
export function createCaptchaPicture(derivatives: DerivativeService) {
  return {
    async tile(filePath: string, tile: number): Promise<Buffer | null> {
      const thumbnail = await derivatives.get(photographOriginal(filePath), 'small', 'jpeg');
      if (!thumbnail) return null;
      const row = Math.floor(tile / CAPTCHA_GRID);
      const column = tile % CAPTCHA_GRID;
      const square = await sharp(thumbnail.body)
        .resize(CAPTCHA_PICTURE_SIZE, CAPTCHA_PICTURE_SIZE, { fit: 'cover' })
        .toBuffer();
      return sharp(square)
        .extract({ left: column * TILE_SIZE, top: row * TILE_SIZE, width: TILE_SIZE, height: TILE_SIZE })
        .jpeg({ quality: 80 })
        .toBuffer();
    },
  };
}

export type CaptchaPicture = ReturnType<typeof createCaptchaPicture>;
