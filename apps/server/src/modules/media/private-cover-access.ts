import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed cover address opens the cover; the answer names a new one well before. */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A private album's cover is an image like any other (`<img src=/image_galleries/12/list>`), and
 * an <img> carries no token. So the album's answer to its owner carries a signed query instead
 * (`coverAccess`), which opens that album's cover addresses, and no other album's, for a day or
 * two. The expiry is rounded to whole days, so the address stays the same all day and browsers
 * and the service worker can keep the picture.
 */
export function createCoverAccess(key: Promise<Uint8Array>) {
  const mac = async (galleryId: number, expires: number) =>
    createHmac('sha256', await key)
      .update(`album-cover:${galleryId}:${expires}`)
      .digest('base64url')
      .slice(0, 32);

  return {
    /** The query (`access=…`) that opens the album's cover addresses until the end of tomorrow (UTC). */
    async sign(galleryId: number, now = Date.now()): Promise<string> {
      const expires = (Math.floor(now / DAY_MS) + 2) * (DAY_MS / 1000);
      return `access=${expires}.${await mac(galleryId, expires)}`;
    },

    /** Whether `access` (the query's value) opens this album's covers now. */
    async opens(galleryId: number, access: string | undefined, now = Date.now()): Promise<boolean> {
      const match = /^(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(access ?? '');
      if (!match) return false;
      const expires = Number(match[1]);
      if (expires * 1000 <= now) return false;
      const expected = Buffer.from(await mac(galleryId, expires));
      const given = Buffer.from(match[2] as string);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type CoverAccess = ReturnType<typeof createCoverAccess>;
