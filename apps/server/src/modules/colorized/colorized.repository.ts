import type { ColorizedSide } from '@retropics/domain/contracts/colorized.contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { photographs } from '../../db/schema/photographs.js';

/** The photograph as the colorized versions need it: its sides' files and sizes and its flags. */
export function createColorizedRepository(db: Database) {
  return {
    async find(id: number) {
      const [row] = await db
        .select({
          id: photographs.id,
          isBlackAndWhite: photographs.isBlackAndWhite,
          filePath: photographs.filePath,
          width: photographs.width,
          height: photographs.height,
          backFilePath: photographs.backFilePath,
          backWidth: photographs.backWidth,
          backHeight: photographs.backHeight,
          hasColorized: photographs.hasColorized,
          hasColorizedBack: photographs.hasColorizedBack,
        })
        .from(photographs)
        .where(eq(photographs.id, id));
      return row ?? null;
    },

    /** Sets one side's flag; answers both flags as they are now. */
    async setFlag(id: number, side: ColorizedSide, value: boolean) {
      const [row] = await db
        .update(photographs)
        .set(side === 'front' ? { hasColorized: value } : { hasColorizedBack: value })
        .where(eq(photographs.id, id))
        .returning({
          hasColorized: photographs.hasColorized,
          hasColorizedBack: photographs.hasColorizedBack,
        });
      return row ?? null;
    },
  };
}

export type ColorizedRepository = ReturnType<typeof createColorizedRepository>;

export type ColorizedPhotograph = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createColorizedRepository>['find']>>
>;
