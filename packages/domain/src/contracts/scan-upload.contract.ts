/**
 * Scans dropped into a collection in the browser (issue 16, part 5), sent with the tus protocol
 * for resumable uploads (https://tus.io/protocols/resumable-upload):
 *
 *   POST  /photograph_collections/{id}/uploads            creates an upload (tus creation)
 *   HEAD  /photograph_collections/{id}/uploads/{uploadId} how much has arrived (to resume)
 *   PATCH /photograph_collections/{id}/uploads/{uploadId} the next bytes
 *   DELETE /photograph_collections/{id}/uploads/{uploadId} gives up an upload (tus termination)
 *   GET   /photograph_collections/{id}/uploads/{batchId}  what became of a batch (scanBatchOutput)
 *   POST  /photograph_collections/{id}/uploads/{batchId}/complete  the client has sent every file
 *
 * Each upload carries tus metadata ({@link scanUploadMetadata}). When its last byte arrives, the
 * server checks the file and adds it; the final PATCH answers the outcome in
 * {@link SCAN_UPLOAD_RESULT_HEADER}.
 */

import { z } from 'zod';
import { SIDECAR_FIELDS } from '../scan-files.js';

export const scanUploadsPath = (collectionId: number) => `/photograph_collections/${collectionId}/uploads`;

/** The final PATCH names what became of the file: one of {@link ScanUploadState} or 'waiting'. */
export const SCAN_UPLOAD_RESULT_HEADER = 'Upload-Result';

/** A back side that arrived before its front side waits for it (until the batch is complete). */
export type ScanUploadResult = 'added' | 'skipped' | 'refused' | 'waiting';

export const SCAN_UPLOAD_MESSAGES = {
  fileName: 'filename is required (the name of the scan, at most 255 characters)',
  batchId: 'batchId is required: letters, digits and dashes, 8 to 64 of them',
  sidecar: 'sidecar must be a JSON object with text fields (title, description, date, …)',
  orphanBack: 'back side without a front side of the same name',
  sameAsFront: 'the back side is the same picture as the front side',
  sameContent: 'the same picture is in the collection already',
  sameName: 'a scan of this name is in the collection already',
  backTaken: 'the front side has a back side already',
  unfinished: 'the upload was not finished in time',
} as const;

const sidecarRowSchema = z
  .object(Object.fromEntries(SIDECAR_FIELDS.map((field) => [field, z.string().max(4000).optional()])))
  .strip();

/** The tus metadata of one file (`Upload-Metadata`, values base64 in the header). */
export const scanUploadMetadata = z.object({
  filename: z
    .string({ error: SCAN_UPLOAD_MESSAGES.fileName })
    .trim()
    .min(1, { error: SCAN_UPLOAD_MESSAGES.fileName })
    .max(255, { error: SCAN_UPLOAD_MESSAGES.fileName }),
  batchId: z.string({ error: SCAN_UPLOAD_MESSAGES.batchId }).regex(/^[A-Za-z0-9-]{8,64}$/, {
    error: SCAN_UPLOAD_MESSAGES.batchId,
  }),
  /** The sidecar row of this file as JSON (the browser reads the CSV/JSON sidecar and picks it). */
  sidecar: z
    .string()
    .max(8000, { error: SCAN_UPLOAD_MESSAGES.sidecar })
    .optional()
    .transform((text, context) => {
      if (!text) return undefined;
      try {
        return sidecarRowSchema.parse(JSON.parse(text)) as Partial<
          Record<(typeof SIDECAR_FIELDS)[number], string>
        >;
      } catch {
        context.addIssue({ code: 'custom', message: SCAN_UPLOAD_MESSAGES.sidecar });
        return z.NEVER;
      }
    }),
});
export type ScanUploadMetadata = z.output<typeof scanUploadMetadata>;

export const scanUploadParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  uploadId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
});

export const scanBatchParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  batchId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, { error: SCAN_UPLOAD_MESSAGES.batchId }),
});

const fileWithReason = z.object({ fileName: z.string(), reason: z.string() });

export const scanBatchOutput = z.object({
  '@id': z.string(),
  '@type': z.literal('ScanUploadBatch'),
  batchId: z.string(),
  collectionId: z.number().int(),
  /** Every file that became a photograph or the back side of one. */
  added: z.array(z.object({ fileName: z.string(), photographId: z.number().int() })),
  /** Already in the collection (same picture or same name): never added twice. */
  skipped: z.array(fileWithReason),
  refused: z.array(fileWithReason),
  /** Still arriving, or a back side waiting for its front side. */
  receiving: z.array(z.object({ fileName: z.string() })),
});
export type ScanBatchOutput = z.infer<typeof scanBatchOutput>;
