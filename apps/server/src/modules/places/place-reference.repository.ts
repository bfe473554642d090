import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { places } from '../../db/schema/places.js';
import { createGazetteerRepository } from './gazetteer.repository.js';
import { createPlaceRepository } from './place.repository.js';

/**
 * The place row a write names: a row id, or a key the place search answered (`CH.LU.LUZERN`),
 * where a town of the gazetteer becomes a place now (as an import does). `undefined` when the
 * body names no such place, so the caller answers a violation on its field.
 */
export function createPlaceReferenceRepository(db: Database) {
  const placeRepository = createPlaceRepository(db);
  const gazetteer = createGazetteerRepository();
  return {
    async placeIdOf(reference: number | string | null): Promise<number | null | undefined> {
      if (reference === null) return null;
      if (typeof reference === 'number') {
        const [row] = await db.select({ id: places.id }).from(places).where(eq(places.id, reference));
        return row ? row.id : undefined;
      }
      const known = await placeRepository.findByKey(reference);
      if (known) return known.id;
      const town = gazetteer.byKey(reference);
      return town ? (await placeRepository.ensurePlace(town)).id : undefined;
    },
  };
}
