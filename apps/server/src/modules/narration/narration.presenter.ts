import type { Locale } from '@retropics/domain/constants';
import type { NarrationOutput } from '@retropics/domain/contracts/narration.contract';
import type { NarrationRow } from './narration.repository.js';

export function presentNarration(row: NarrationRow): NarrationOutput {
  return {
    '@id': `/photographs/${row.photographId}/narrations/${row.locale}`,
    '@type': 'PhotographNarration',
    photograph: `/photographs/${row.photographId}`,
    locale: row.locale as Locale,
    contentUrl: `/media/photographs/${row.filePath}`,
    mimeType: row.mimeType,
    bytes: row.bytes,
    dateCreated: row.dateCreated.toISOString(),
  };
}
