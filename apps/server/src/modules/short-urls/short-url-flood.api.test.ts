import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test-app.js';
import { buildPhotograph } from '../../test/factories.js';

const api = useTestApp({ environment: { SHORT_URL_RATE_LIMIT_PER_IP: '2' } });

describe('POST /short_urls flood limit', () => {
  it('refuses new links beyond the limit per client with 429, while known links still answer', async () => {
    const photograph = await buildPhotograph(api.app);
    const ask = (utmSource: string) =>
      api.call('POST', '/short_urls', null, { urlPath: `/photographs/show/${photograph.id}`, utmSource });
    expect((await ask('one')).status).toBe(200);
    expect((await ask('two')).status).toBe(200);
    const refused = await ask('three');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect((await ask('one')).status).toBe(200);
  });
});
