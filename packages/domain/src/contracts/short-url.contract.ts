import { z } from 'zod';

export const shortUrlParams = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'code takes up to 64 letters, digits, - and _'),
});

export const shortUrlOutput = z.object({
  '@id': z.string(),
  '@type': z.literal('ShortUrl'),
  urlPath: z.string().describe('App path the code resolves to'),
  parameters: z.record(z.string(), z.string()),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  utmTerm: z.string().nullable(),
  utmContent: z.string().nullable(),
});

export type ShortUrlOutput = z.infer<typeof shortUrlOutput>;
