import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/database.js';
import { photographFaces } from '../db/schema/faces.js';
import { photographs } from '../db/schema/photographs.js';
import type { DetectedFace, PixelBox } from './face-geometry.js';

export type FaceRow = typeof photographFaces.$inferSelect;

/** A face as the suggestion rules read it: where it is and what it looks like. */
export type StoredFace = {
  id: number;
  photographId: number;
  isBackside: boolean;
  box: PixelBox;
  descriptor: number[];
};

const storedFace = (row: FaceRow): StoredFace => ({
  id: row.id,
  photographId: row.photographId,
  isBackside: row.isBackside,
  box: [row.x, row.y, row.width, row.height],
  descriptor: row.descriptor,
});

/** The detected faces of photographs (`photograph_faces`) and their copy in `photographs.faces`. */
export function createFaceRepository(db: Database) {
  /**
   * Writes `photographs.faces` anew from the faces not dismissed, front first: what the viewer
   * draws as '?' boxes and what a comment's `faceId` may name.
   */
  async function refreshProjection(executor: Database, photographId: number) {
    await executor.execute(sql`
      update photographs set faces = coalesce((
        select jsonb_agg(jsonb_build_object(
            'id', f.id::text,
            'bounding_box', jsonb_build_array(f.x, f.y, f.width, f.height),
            'isBackside', f.is_backside) order by f.is_backside, f.id)
        from photograph_faces f
        where f.photograph_id = ${photographId} and f.dismissed_at is null), '[]'::jsonb)
      where id = ${photographId}`);
  }

  return {
    /** The original of one side of a photograph and its upright size; null when there is no such side. */
    async findSide(photographId: number, isBackside: boolean) {
      const [row] = await db
        .select({
          filePath: photographs.filePath,
          width: photographs.width,
          height: photographs.height,
          backFilePath: photographs.backFilePath,
          backWidth: photographs.backWidth,
          backHeight: photographs.backHeight,
        })
        .from(photographs)
        .where(eq(photographs.id, photographId));
      if (!row) return null;
      if (!isBackside) return { filePath: row.filePath, width: row.width, height: row.height };
      if (!row.backFilePath || !row.backWidth || !row.backHeight) return null;
      return { filePath: row.backFilePath, width: row.backWidth, height: row.backHeight };
    },

    /**
     * Keeps what the detector found on a side, once: a side that has faces already (the job ran
     * before and was run again) stays as it is, so ids that comments and answers name never
     * change. Answers how many faces were stored.
     */
    async storeDetected(photographId: number, isBackside: boolean, faces: readonly DetectedFace[]) {
      return db.transaction(async (tx) => {
        // One writer per photograph at a time: its front and back may be searched in parallel.
        await tx.execute(sql`select id from photographs where id = ${photographId} for update`);
        const [existing] = await tx
          .select({ id: photographFaces.id })
          .from(photographFaces)
          .where(
            and(eq(photographFaces.photographId, photographId), eq(photographFaces.isBackside, isBackside)),
          )
          .limit(1);
        if (existing || faces.length === 0) return 0;
        await tx.insert(photographFaces).values(
          faces.map((face) => ({
            photographId,
            isBackside,
            x: face.box[0],
            y: face.box[1],
            width: face.box[2],
            height: face.box[3],
            score: face.score,
            descriptor: face.descriptor,
          })),
        );
        await refreshProjection(tx, photographId);
        return faces.length;
      });
    },

    /** A face not dismissed, on a photograph that is shown; null otherwise. */
    async findOpen(id: number): Promise<StoredFace | null> {
      const [row] = await db
        .select({ face: photographFaces })
        .from(photographFaces)
        .innerJoin(photographs, eq(photographs.id, photographFaces.photographId))
        .where(
          and(
            eq(photographFaces.id, id),
            isNull(photographFaces.dismissedAt),
            eq(photographs.isHidden, false),
          ),
        );
      return row ? storedFace(row.face) : null;
    },

    /** The faces not dismissed on these photographs, for matching the boxes of Person comments. */
    async openOn(photographIds: readonly number[]): Promise<StoredFace[]> {
      if (photographIds.length === 0) return [];
      const rows = await db
        .select()
        .from(photographFaces)
        .where(
          and(
            sql`${photographFaces.photographId} = any(${sql.param([...photographIds])}::int[])`,
            isNull(photographFaces.dismissedAt),
          ),
        );
      return rows.map(storedFace);
    },

    /** Soft delete: the face is kept with who dismissed it and when, and leaves the viewer's copy. */
    async dismiss(face: { id: number; photographId: number }, personId: number) {
      await db.transaction(async (tx) => {
        await tx
          .update(photographFaces)
          .set({ dismissedAt: new Date(), dismissedById: personId })
          .where(eq(photographFaces.id, face.id));
        await refreshProjection(tx, face.photographId);
      });
    },

    /** Whether a comment names the face (it is confirmed then). */
    async isConfirmed(face: { id: number; photographId: number }) {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select id from comments where photograph_id = ${face.photographId} and face_id = ${String(face.id)} limit 1`,
      );
      return rows.length > 0;
    },
  };
}

export type FaceRepository = ReturnType<typeof createFaceRepository>;
