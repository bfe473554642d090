import {
  type ShortUrlOutput,
  shortUrlEntryPath,
  shortUrlTarget,
} from '@retropics/domain/contracts/short-url.contract';
import { useEffect, useState } from 'react';
import { requestJson } from '../../lib/hydra/hydra-client';
import type { ShareNetwork } from './share-links';

/** Where a short link is handed out: a network of the dialog, or the link shown, copied and drawn as QR code. */
export type ShortLinkChannel = ShareNetwork | 'link';

export type ShortLinks = Partial<Record<ShortLinkChannel, { url: string; code: string }>>;

/**
 * The short links of an app path for the share dialog, asked for when it opens (POST /short_urls;
 * the same link always gets the same code): one per network with `utm_source` naming it, so the
 * team sees where visitors come from. Offline or refused, there are none and the dialog shares
 * the full address; the failure is logged only (spec §8).
 */
export function useShortLinks(
  path: string | undefined,
  channels: readonly ShortLinkChannel[],
  open: boolean,
) {
  const [links, setLinks] = useState<ShortLinks>({});
  const [failed, setFailed] = useState(false);
  const key = channels.join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the channels' contents.
  useEffect(() => {
    if (!open || !path || !shortUrlTarget(path)) return;
    let cancelled = false;
    setFailed(false);
    Promise.all(
      channels.map(async (channel) => {
        const shortUrl = await requestJson<ShortUrlOutput>('POST', '/short_urls', {
          body: { urlPath: path, utmSource: channel, utmMedium: 'share' },
        });
        return [
          channel,
          { code: shortUrl.code, url: `${window.location.origin}${shortUrlEntryPath(shortUrl.code)}` },
        ] as const;
      }),
    ).then(
      (entries) => {
        if (!cancelled) setLinks(Object.fromEntries(entries));
      },
      (error: unknown) => {
        console.warn('Short URL failed', error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [open, path, key]);

  return { links: path ? links : {}, failed };
}
