import { randomBytes } from 'node:crypto';
import { SHORT_CODE_ALPHABET, SHORT_CODE_LENGTH } from '@retropics/domain/contracts/short-url.contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/database.js';
import { shortUrls } from '../../db/schema/site.js';

export type ShortUrlRow = typeof shortUrls.$inferSelect;

export type ShortUrlLink = {
  urlPath: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
};

/** What decides whether the asker may see a link's target (spec §6), or null when it does not exist. */
export type TargetAccess =
  | { kind: 'photograph'; isHidden: boolean }
  | { kind: 'retrosnap'; isHidden: boolean }
  | { kind: 'gallery'; ownerId: number | null; isPrivate: boolean }
  | { kind: 'collection'; ownerId: number | null; status: number };

/** What the QR poster prints of a photograph. */
export type PosterPhotograph = {
  id: number;
  filePath: string;
  isHidden: boolean;
  title: string;
  dateText: string | null;
  place: string | null;
  photographer: string | null;
  source: string | null;
  licenseName: string | null;
  organization: string | null;
};

/** A random code of the URL-safe alphabet; 256 is a multiple of 64, so every letter is equally likely. */
export function newShortCode(): string {
  return Array.from(randomBytes(SHORT_CODE_LENGTH), (byte) => SHORT_CODE_ALPHABET[byte % 64]).join('');
}

const sameLink = (link: ShortUrlLink) =>
  and(
    eq(shortUrls.urlPath, link.urlPath),
    eq(shortUrls.parameters, {}),
    ...(['utmSource', 'utmMedium', 'utmCampaign', 'utmTerm', 'utmContent'] as const).map((field) => {
      const value = link[field];
      return value === null ? isNull(shortUrls[field]) : eq(shortUrls[field], value);
    }),
  );

export function createShortUrlRepository(db: Database) {
  const findLink = async (link: ShortUrlLink) => {
    const [row] = await db.select().from(shortUrls).where(sameLink(link));
    return row ?? null;
  };

  return {
    findLink,

    async findByCode(code: string) {
      const [row] = await db.select().from(shortUrls).where(eq(shortUrls.code, code));
      return row ?? null;
    },

    /**
     * The link's code, made on first ask. Two asking at once both insert; the unique key per link
     * keeps one and the other reads it back (on conflict do nothing). A new code that happens to
     * be taken already is drawn again.
     */
    async findOrCreate(link: ShortUrlLink): Promise<ShortUrlRow> {
      const existing = await findLink(link);
      if (existing) return existing;
      for (let attempt = 0; attempt < 5; attempt++) {
        const [inserted] = await db
          .insert(shortUrls)
          .values({ ...link, code: newShortCode(), parameters: {} })
          .onConflictDoNothing()
          .returning();
        if (inserted) return inserted;
        const raced = await findLink(link);
        if (raced) return raced;
      }
      throw new Error('No free short code after 5 attempts');
    },

    async targetAccess(kind: TargetAccess['kind'], id: number): Promise<TargetAccess | null> {
      const rows = await queryRows<Record<string, unknown>>(
        db,
        {
          photograph: sql`select is_hidden as "isHidden" from photographs where id = ${id}`,
          retrosnap: sql`select p.is_hidden as "isHidden" from retrosnaps r join photographs p on p.id = r.photograph_id where r.id = ${id}`,
          gallery: sql`select owner_id as "ownerId", is_private as "isPrivate" from image_galleries where id = ${id}`,
          collection: sql`select owner_id as "ownerId", status from photograph_collections where id = ${id}`,
        }[kind],
      );
      const row = rows[0];
      return row ? ({ kind, ...row } as TargetAccess) : null;
    },

    async posterPhotograph(id: number, locale: string): Promise<PosterPhotograph | null> {
      const [row] = await queryRows<PosterPhotograph>(
        db,
        sql`select p.id, p.file_path as "filePath", p.is_hidden as "isHidden",
              coalesce(own.name, de.name, en.name, p.original_name) as title,
              nullif(p.date_text, '') as "dateText",
              coalesce(pl.name, ci.name) as place,
              nullif(p.photographer, '') as photographer,
              nullif(p.source, '') as source,
              coalesce(nullif(p.license_name, ''), nullif(c.license_name, 'not defined yet')) as "licenseName",
              o.name as organization
            from photographs p
            left join photograph_translations own on own.photograph_id = p.id and own.locale = ${locale}
            left join photograph_translations de on de.photograph_id = p.id and de.locale = 'de'
            left join photograph_translations en on en.photograph_id = p.id and en.locale = 'en'
            left join places pl on pl.id = p.place_id
            left join cities ci on ci.id = p.city_id
            left join photograph_collections c on c.id = p.collection_id
            left join organizations o on o.id = c.organization_id
            where p.id = ${id}`,
      );
      return row ?? null;
    },
  };
}

export type ShortUrlRepository = ReturnType<typeof createShortUrlRepository>;
