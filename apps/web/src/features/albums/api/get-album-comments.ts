import type { PictureComment } from '../../../components/comments/use-comments';
import { membersOf, useHydraPages, useLoadAllPages } from '../../../lib/hydra/use-hydra-pages';

/** Comments written on the album itself (GET /comments?imageGallery=), newest first as the server sends them. */
export function useAlbumComments(id: number) {
  const query = useHydraPages<PictureComment>(
    ['comments', 'imageGallery', id],
    `/comments?imageGallery=${id}&itemsPerPage=100`,
  );
  useLoadAllPages(query);
  return { comments: membersOf(query.data?.pages), loading: query.isPending, error: query.isError };
}
