import type { PersonListQuery } from '@retropics/domain/contracts/person.contract';
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { escapeLike } from '../../db/like.js';
import { imageGalleries } from '../../db/schema/galleries.js';
import { people } from '../../db/schema/people.js';
import type { Page } from '../../hydra/pagination.js';

export type PersonRow = typeof people.$inferSelect;

/** Only the public face of a person is read here; users' e-mails and roles live in another table. */
const publicColumns = { id: people.id, name: people.name, pictureUrl: people.pictureUrl };

export function createPersonRepository(db: Database) {
  return {
    async findPage(query: PersonListQuery, page: Page) {
      const name = query.name?.trim();
      const where: SQL | undefined = name ? ilike(people.name, `%${escapeLike(name)}%`) : undefined;
      // Names that start with the typed text come before those that merely contain it.
      const startsWithName = name ? [desc(sql`${people.name} ilike ${`${escapeLike(name)}%`}`)] : [];
      const [rows, [total]] = await Promise.all([
        db
          .select(publicColumns)
          .from(people)
          .where(where)
          .orderBy(...startsWithName, asc(sql`lower(${people.name})`), asc(people.id))
          .limit(page.itemsPerPage)
          .offset(page.offset),
        db.select({ value: count() }).from(people).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async findById(id: number) {
      const [row] = await db.select(publicColumns).from(people).where(eq(people.id, id));
      return row ?? null;
    },

    /** The public albums of a page of people, in one query. */
    async findGalleries(personIds: number[]) {
      if (personIds.length === 0) return [];
      return db
        .select({ ownerId: imageGalleries.ownerId, id: imageGalleries.id })
        .from(imageGalleries)
        .where(and(inArray(imageGalleries.ownerId, personIds), eq(imageGalleries.isPrivate, false)))
        .orderBy(asc(imageGalleries.id));
    },
  };
}

export type PersonRepository = ReturnType<typeof createPersonRepository>;
export type PublicPersonRow = NonNullable<Awaited<ReturnType<PersonRepository['findById']>>>;
export type PersonGalleries = Awaited<ReturnType<PersonRepository['findGalleries']>>;
