import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MENTION_MESSAGES } from '@retropics/domain/contracts/mention.contract';
import { HttpError, ValidationFailed, type Violation } from '../../hydra/hydra-errors.js';
import type { InspectedFile, UploadStore } from '../../media/upload.store.js';

const FIELD = 'cropperImage';

/** The bytes of a crop's data URL (its form checked by the contract). */
export const cropBytes = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');

/**
 * The crop of a /saveMention (from its data URL, or cut by the server) to a temporary file the
 * upload store has read through: a whole PNG or JPEG, whatever the data URL claimed. Answers
 * the file, or the violation of `cropperImage`; a refused crop leaves no temporary file behind.
 */
export async function receiveCrop(
  uploads: UploadStore,
  scratchDir: string,
  bytes: Buffer,
): Promise<{ file: InspectedFile } | { violation: Violation }> {
  const tempPath = path.join(scratchDir, `upload-${randomUUID()}`);
  await writeFile(tempPath, bytes);
  const received = { field: FIELD, tempPath, bytes: bytes.length, originalName: 'mention' };
  try {
    const file = await uploads.inspect(received);
    if (file.facts.type !== 'png' && file.facts.type !== 'jpeg') {
      throw new ValidationFailed([{ propertyPath: FIELD, message: MENTION_MESSAGES.cropFormat }]);
    }
    return { file };
  } catch (error) {
    await uploads.discard([received]);
    if (error instanceof ValidationFailed) {
      // 'The file is empty.' and unreadable images read as what the field expects.
      return { violation: { propertyPath: FIELD, message: MENTION_MESSAGES.cropFormat } };
    }
    // Not an image at all (415), or more pixels than the server decodes (413, with its reason).
    if (error instanceof HttpError && (error.statusCode === 415 || error.statusCode === 413)) {
      const message = error.statusCode === 415 ? MENTION_MESSAGES.cropFormat : error.message;
      return { violation: { propertyPath: FIELD, message } };
    }
    throw error;
  }
}
