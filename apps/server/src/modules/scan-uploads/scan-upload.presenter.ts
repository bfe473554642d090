import type { ScanBatchOutput } from '@retropics/domain/contracts/scan-upload.contract';
import { scanUploadsPath } from '@retropics/domain/contracts/scan-upload.contract';
import type { CollectionUploadRow } from './scan-upload.repository.js';

/** The summary of one batch: what was added, skipped (with why), refused (with why) and still arriving. */
export function presentBatch(
  collectionId: number,
  batchId: string,
  rows: CollectionUploadRow[],
): ScanBatchOutput {
  const withReason = (state: string) =>
    rows
      .filter((row) => row.state === state)
      .map((row) => ({ fileName: row.fileName, reason: row.reason ?? '' }));
  return {
    '@id': `${scanUploadsPath(collectionId)}/${batchId}`,
    '@type': 'ScanUploadBatch',
    batchId,
    collectionId,
    added: rows
      .filter((row) => row.state === 'added' && row.photographId !== null)
      .map((row) => ({ fileName: row.fileName, photographId: row.photographId as number })),
    skipped: withReason('skipped'),
    refused: withReason('refused'),
    receiving: rows.filter((row) => row.state === 'receiving').map((row) => ({ fileName: row.fileName })),
  };
}
