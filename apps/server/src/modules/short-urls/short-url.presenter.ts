import type { ShortUrlOutput } from '@retropics/domain/contracts/short-url.contract';
import type { ShortUrlRow } from './short-url.repository.js';

export function presentShortUrl(row: ShortUrlRow): ShortUrlOutput {
  return {
    '@id': `/short_urls/${encodeURIComponent(row.code)}`,
    '@type': 'ShortUrl',
    code: row.code,
    urlPath: row.urlPath,
    parameters: row.parameters,
    utmSource: row.utmSource,
    utmMedium: row.utmMedium,
    utmCampaign: row.utmCampaign,
    utmTerm: row.utmTerm,
    utmContent: row.utmContent,
  };
}
