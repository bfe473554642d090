import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { svgTemplates } from '../../db/schema/site.js';
import type { Page } from '../../hydra/pagination.js';

/** The SVG markup itself is served by the album cover renderer, not with the list. */
const listedColumns = { id: svgTemplates.id, title: svgTemplates.title, settings: svgTemplates.settings };

export type SvgTemplateRow = { id: number; title: string; settings: { imagesCount: number } };

export function createSvgTemplateRepository(db: Database) {
  return {
    async findPage(page: Page) {
      const [rows, [total]] = await Promise.all([
        db
          .select(listedColumns)
          .from(svgTemplates)
          .orderBy(asc(svgTemplates.id))
          .limit(page.itemsPerPage)
          .offset(page.offset),
        db.select({ value: count() }).from(svgTemplates),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async findById(id: number): Promise<SvgTemplateRow | null> {
      const [row] = await db.select(listedColumns).from(svgTemplates).where(eq(svgTemplates.id, id));
      return row ?? null;
    },
  };
}

export type SvgTemplateRepository = ReturnType<typeof createSvgTemplateRepository>;
