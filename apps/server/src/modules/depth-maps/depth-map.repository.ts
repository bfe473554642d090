import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { type DepthMapData, photographs } from '../../db/schema/photographs.js';
import { refreshFeedItems } from '../feed-items/feed-item.projection.js';

/** What the depth map rules need to know of a photograph. */
export type DepthMapTarget = {
  id: number;
  filePath: string;
  width: number;
  height: number;
  isHidden: boolean;
  collectionId: number | null;
  depthMapPath: string | null;
  depthMapData: DepthMapData | null;
};

const targetColumns = {
  id: photographs.id,
  filePath: photographs.filePath,
  width: photographs.width,
  height: photographs.height,
  isHidden: photographs.isHidden,
  collectionId: photographs.collectionId,
  depthMapPath: photographs.depthMapPath,
  depthMapData: photographs.depthMapData,
};

/** Reads and writes of `photographs.depth_map_path` / `depth_map_data`, the feed following each write. */
export function createDepthMapRepository(db: Database) {
  return {
    async find(id: number): Promise<DepthMapTarget | null> {
      const [row] = await db.select(targetColumns).from(photographs).where(eq(photographs.id, id));
      return row ?? null;
    },

    /**
     * Sets (or with `path` null, removes) the depth map and refreshes the photograph's feed row in
     * one transaction. `expected` is the path the caller saw: when another write came first the
     * row is left alone and false is answered. `onlyWithout` writes only where there is none
     * (the model never replaces an editor's map).
     */
    async set(
      id: number,
      path: string | null,
      data: DepthMapData | null,
      condition: { expected: string | null } | { onlyWithout: true },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const seen =
          'onlyWithout' in condition || condition.expected === null
            ? isNull(photographs.depthMapPath)
            : eq(photographs.depthMapPath, condition.expected);
        const changed = await tx
          .update(photographs)
          .set({ depthMapPath: path, depthMapData: data })
          .where(and(eq(photographs.id, id), seen))
          .returning({ id: photographs.id });
        if (changed.length === 0) return false;
        await refreshFeedItems(tx, 'Photograph', [id]);
        return true;
      });
    },
  };
}

export type DepthMapRepository = ReturnType<typeof createDepthMapRepository>;
