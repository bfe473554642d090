import type { ShortUrlRow } from './short-url.repository.js';
import type { ShortUrlOutput } from './short-url.schema.js';

export function presentShortUrl(row: ShortUrlRow): ShortUrlOutput {
  return {
    '@id': `/short_urls/${encodeURIComponent(row.code)}`,
    '@type': 'ShortUrl',
    urlPath: row.urlPath,
    parameters: row.parameters,
    utmSource: row.utmSource,
    utmMedium: row.utmMedium,
    utmCampaign: row.utmCampaign,
    utmTerm: row.utmTerm,
    utmContent: row.utmContent,
  };
}
