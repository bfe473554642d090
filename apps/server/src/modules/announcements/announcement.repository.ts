import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { announcementClicks, announcements } from '../../db/schema/site.js';
import type { Page } from '../../hydra/pagination.js';

export type AnnouncementValues = {
  translations: Array<{ locale: string; name: string; text: string; description: string }>;
  images: string[];
  video: string | null;
  link: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  feedPosition: number | null;
  showInFeed: boolean;
};

export type AnnouncementRow = typeof announcements.$inferSelect & { clicks: number; validClicks: number };

/** The outer id is named with its table: inside the sub-select a bare "id" would be the click's. */
const outerId = sql`${sql.identifier('announcements')}.${sql.identifier('id')}`;
const clicks = sql<number>`(select count(*)::int from ${announcementClicks} where ${announcementClicks.announcementId} = ${outerId})`;
const validClicks = sql<number>`(select count(*)::int from ${announcementClicks} where ${announcementClicks.announcementId} = ${outerId} and ${announcementClicks.isValidClick})`;

const columns = {
  id: announcements.id,
  translations: announcements.translations,
  images: announcements.images,
  video: announcements.video,
  link: announcements.link,
  showInFeed: announcements.showInFeed,
  internalRating: announcements.internalRating,
  startsAt: announcements.startsAt,
  endsAt: announcements.endsAt,
  feedPosition: announcements.feedPosition,
  createdById: announcements.createdById,
  dateCreated: announcements.dateCreated,
  dateModified: announcements.dateModified,
  clicks,
  validClicks,
};

export function createAnnouncementRepository(db: Database) {
  return {
    async findPage(page: Page): Promise<{ rows: AnnouncementRow[]; total: number }> {
      const [rows, [count]] = await Promise.all([
        db
          .select(columns)
          .from(announcements)
          .orderBy(desc(announcements.dateCreated), desc(announcements.id))
          .limit(page.itemsPerPage)
          .offset(page.offset),
        db.select({ total: sql<number>`count(*)::int` }).from(announcements),
      ]);
      return { rows, total: Number(count?.total ?? 0) };
    },

    async findById(id: number): Promise<AnnouncementRow | null> {
      const [row] = await db.select(columns).from(announcements).where(eq(announcements.id, id));
      return row ?? null;
    },

    async exists(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: announcements.id })
        .from(announcements)
        .where(eq(announcements.id, id));
      return Boolean(row);
    },

    async insert(values: AnnouncementValues, createdById: number): Promise<number> {
      const [row] = await db
        .insert(announcements)
        .values({ ...values, createdById })
        .returning({ id: announcements.id });
      if (!row) throw new Error('announcement not stored');
      return row.id;
    },

    async update(id: number, values: AnnouncementValues): Promise<boolean> {
      const rows = await db
        .update(announcements)
        .set({ ...values, dateModified: new Date() })
        .where(eq(announcements.id, id))
        .returning({ id: announcements.id });
      return rows.length > 0;
    },

    async remove(id: number): Promise<boolean> {
      const rows = await db
        .delete(announcements)
        .where(eq(announcements.id, id))
        .returning({ id: announcements.id });
      return rows.length > 0;
    },

    async insertClick(click: { announcementId: number; personId: number | null; isValidClick: boolean }) {
      const [row] = await db.insert(announcementClicks).values(click).returning();
      if (!row) throw new Error('click not stored');
      return row;
    },
  };
}

export type AnnouncementRepository = ReturnType<typeof createAnnouncementRepository>;
