import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { isNotFound } from '../../lib/hydra/hydra-client';
import { useCollection } from '../../lib/resources/photograph-collections';
import { type MosaicPhotograph, useAllCollectionPhotographs } from '../../lib/resources/photographs';
import { routePath } from '../../lib/routing/route-links';
import { MosaicScreen } from './components/mosaic-screen';
import { type MosaicControls, MosaicViewer } from './components/mosaic-viewer';
import { mosaicLayout } from './mosaic-layout';

const stem = (name: string) =>
  name
    .replace(/^.*\//, '')
    .replace(/\.[^.]*$/, '')
    .toLowerCase();

/**
 * Which picture `:id` names: a photograph id, or the name of its raw address
 * (`/media/photographs/photograph_collection/raw/{collectionId}/{name}.jpeg`, spec §7).
 */
export function findPicture(photographs: readonly MosaicPhotograph[], id: string): number {
  const byId = photographs.findIndex((photo) => String(photo.id) === id);
  if (byId >= 0) return byId;
  const wanted = stem(id);
  return photographs.findIndex(
    (photo) => stem(photo.filePath) === wanted || stem(photo.originalName) === wanted,
  );
}

/**
 * CollageShow `/photograph_collections/collage/show/:collectionId/:id` (spec §2, zoomable): the
 * collection's pictures as one zoomable collage, opened on picture `:id`, with previous/next.
 * The API keeps no collage of its own, so it is laid out here from the collection's photographs.
 */
export default function CollageShowScreen() {
  const { t } = useTranslation('viewer');
  const params = useParams();
  const collectionId = Number(params.collectionId);
  const collectionQuery = useCollection(collectionId);
  const collection = collectionQuery.data;
  const photographsQuery = useAllCollectionPhotographs(collectionId);
  const photographs = photographsQuery.data ?? [];
  const initial = findPicture(photographs, params.id ?? '');
  const [current, setCurrent] = useState<number | null>(null);
  const controls = useRef<MosaicControls | null>(null);
  const index = current ?? Math.max(initial, 0);
  const placements = mosaicLayout(
    photographs.map((photo) => photo.ratio),
    4,
  );
  const missing = isNotFound(collectionQuery.error);
  const state =
    collectionQuery.isError || photographsQuery.isError
      ? 'error'
      : !collection || photographsQuery.isPending
        ? 'loading'
        : photographs.length === 0
          ? 'empty'
          : 'ready';
  const go = (next: number) => {
    const bounded = (next + photographs.length) % photographs.length;
    setCurrent(bounded);
    controls.current?.focus(bounded);
  };
  const photo = photographs[index];
  const photoPath = photo ? routePath('PhotographShow', { id: photo.id }) : null;

  return (
    <MosaicScreen
      title={collection ? t('mosaic.collageTitle', { headline: collection.headline }) : null}
      note={collection ? t('mosaic.builtFromPhotographs') : null}
      state={state}
      errorText={t(missing ? 'mosaic.notFound' : 'mosaic.loadFailed')}
      emptyText={t('mosaic.empty')}
      footer={
        <>
          <IconButton
            onClick={() => go(index - 1)}
            aria-label={t('mosaic.previous')}
            data-testid="collage-previous"
          >
            <NavigateBeforeIcon />
          </IconButton>
          <Typography variant="body2" aria-live="polite" data-testid="collage-position">
            {t('mosaic.position', { index: index + 1, count: photographs.length })}
          </Typography>
          <IconButton onClick={() => go(index + 1)} aria-label={t('mosaic.next')} data-testid="collage-next">
            <NavigateNextIcon />
          </IconButton>
          {photoPath && (
            <Button component={RouterLink} to={photoPath} size="small">
              {t('mosaic.openPhotograph')}
            </Button>
          )}
        </>
      }
    >
      <MosaicViewer
        ref={controls}
        images={photographs.map((photograph) => ({ kind: 'photograph', filePath: photograph.filePath }))}
        placements={placements}
        label={t('mosaic.pictureLabel', { headline: collection?.headline ?? '' })}
        describedBy="mosaic-keys-hint"
        initialFocus={initial >= 0 ? initial : null}
      />
    </MosaicScreen>
  );
}
