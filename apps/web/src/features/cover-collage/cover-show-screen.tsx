import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { isNotFound } from '../../lib/hydra/hydra-client';
import { useCollection } from '../../lib/resources/photograph-collections';
import { useAllCollectionPhotographs } from '../../lib/resources/photographs';
import { routePath } from '../../lib/routing/route-links';
import { MosaicScreen } from './components/mosaic-screen';
import { type MosaicImage, MosaicViewer } from './components/mosaic-viewer';
import { mosaicLayout } from './mosaic-layout';

/**
 * CoverShow `/photograph_collections/cover/show/:id` (spec §2, zoomable). A collection with an
 * uploaded cover shows that cover; the API has no composed cover for the others, so their cover
 * is made here from the photographs the collection shows first (its preview thumbnails).
 */
export default function CoverShowScreen() {
  const { t } = useTranslation('viewer');
  const id = Number(useParams().id);
  const collectionQuery = useCollection(id);
  const collection = collectionQuery.data;
  const photographs = useAllCollectionPhotographs(id).data;
  const uploadedCover = Boolean(collection?.thumbnail);
  const previews = collection?.previewThumbnails ?? [];
  const ratios = previews.map(
    (filePath) => photographs?.find((photo) => photo.filePath === filePath)?.ratio ?? 1.5,
  );
  const images: MosaicImage[] = uploadedCover
    ? [{ kind: 'image', url: `/photograph_collections/${id}/big.jpeg` }]
    : previews.map((filePath) => ({ kind: 'photograph', filePath }));
  const placements = uploadedCover ? [{ x: 0, y: 0, width: 1, height: 1 }] : mosaicLayout(ratios, 3);
  const collectionPath = routePath('PhotographCollectionShow', { id });
  const missing = isNotFound(collectionQuery.error);
  const state = collectionQuery.isError
    ? 'error'
    : !collection || (!uploadedCover && !photographs)
      ? 'loading'
      : images.length === 0
        ? 'empty'
        : 'ready';
  const title = collection ? t('mosaic.coverTitle', { headline: collection.headline }) : null;

  return (
    <MosaicScreen
      title={title}
      note={collection && !uploadedCover ? t('mosaic.builtFromPhotographs') : null}
      state={state}
      errorText={t(missing ? 'mosaic.notFound' : 'mosaic.loadFailed')}
      emptyText={t('mosaic.empty')}
      footer={
        collectionPath ? (
          <Button component={RouterLink} to={collectionPath}>
            {t('mosaic.toCollection')}
          </Button>
        ) : null
      }
    >
      <MosaicViewer
        images={images}
        placements={placements}
        label={t('mosaic.pictureLabel', { headline: collection?.headline ?? '' })}
        describedBy="mosaic-keys-hint"
        initialFocus={null}
      />
    </MosaicScreen>
  );
}
