import type { ScanBatchOutput } from '@retropics/domain/contracts/scan-upload.contract';
import { scanUploadsPath } from '@retropics/domain/contracts/scan-upload.contract';
import type { CollectionUploadRow } from './scan-upload.repository.js';

/** Which record of a file sent more than once in a batch tells what became of it. */
const PRIORITY: Record<string, number> = { added: 0, skipped: 1, refused: 2, receiving: 3 };

/**
 * The summary of one batch: what was added, skipped (with why), refused (with why) and still
 * arriving. A file sent again in the same batch (its first answer lost to a reload, so the
 * browser started over and the server skipped the copy) is listed once, by what it became.
 */
export function presentBatch(
  collectionId: number,
  batchId: string,
  all: CollectionUploadRow[],
): ScanBatchOutput {
  const byName = new Map<string, CollectionUploadRow>();
  for (const row of all) {
    const known = byName.get(row.fileName);
    if (!known || (PRIORITY[row.state] ?? 9) < (PRIORITY[known.state] ?? 9)) byName.set(row.fileName, row);
  }
  const rows = [...byName.values()];
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
