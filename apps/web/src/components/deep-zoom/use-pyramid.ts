import { useQuery } from '@tanstack/react-query';
import {
  ensurePyramid,
  fetchPyramidDescriptor,
  type PyramidDescriptor,
  supportsWebp,
  type TileFormat,
} from './pyramid-source';

export interface ReadyPyramid {
  descriptor: PyramidDescriptor;
  format: TileFormat;
}

/**
 * The tile pyramid of an image once its tiles can be read; undefined while it is being built (or
 * could not be), in which case the screen keeps showing the display thumbnail.
 */
export function usePyramid(filePath: string | null | undefined, colorized = false): ReadyPyramid | undefined {
  const { data } = useQuery({
    // Static media, not an API resource (lib/resources): the tile pyramid keeps its own key.
    queryKey: ['pyramid', filePath, colorized],
    enabled: Boolean(filePath),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 2,
    retryDelay: 3000,
    queryFn: async ({ signal }): Promise<ReadyPyramid> => {
      const format: TileFormat = (await supportsWebp()) ? 'webp' : 'jpeg';
      const descriptor = await fetchPyramidDescriptor(filePath as string, colorized, signal);
      if (!descriptor.ready) await ensurePyramid(descriptor, format);
      return { descriptor: { ...descriptor, ready: true }, format };
    },
  });
  return data;
}
