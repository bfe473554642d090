import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { canEditCollection } from '@retropics/domain/permissions';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { viewerOfToken } from '../../components/comments/comment-rights';
import { UnavailableNotice } from '../../components/form/unavailable-notice';
import { usePageTitle } from '../../components/show-page/use-page-title';
import { useSession } from '../../lib/auth/session-store';
import { placeLabel } from '../../lib/entities/archive-types';
import { isNotFound } from '../../lib/hydra/hydra-client';
import { idOfOptionalIri } from '../../lib/hydra/iri';
import { collectionInLanguage } from '../../lib/i18n/content-texts';
import { preloadNamespace } from '../../lib/i18n/preload-namespace';
import { useEditableCollection } from '../../lib/resources/photograph-collections';
import { homePath, routePath } from '../../lib/routing/route-links';
import { draftOfCollection } from './collection-draft';
import { CollectionEditForm } from './components/collection-edit-form';

preloadNamespace('collection-edit');
preloadNamespace('rich-text-editor');

/** Why the form is not shown: no such collection for this person, not theirs to edit, or the server did not answer. */
function Unavailable({
  reason,
  collectionId,
  onRetry,
}: {
  reason: 'missing' | 'notAllowed' | 'loadFailed';
  collectionId?: number;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('collection-edit');
  const show =
    collectionId === undefined ? null : routePath('PhotographCollectionShow', { id: collectionId });
  return (
    <UnavailableNotice
      title={t(`unavailable.${reason}.title`)}
      text={t(`unavailable.${reason}.text`)}
      retry={onRetry && { label: t('unavailable.retry'), onClick: onRetry }}
      links={[
        ...(show ? [{ to: show, label: t('unavailable.toCollection') }] : []),
        { to: homePath(), label: t('unavailable.toFeed') },
      ]}
      testId="collection-edit-unavailable"
    />
  );
}

/**
 * Spec §2 PhotographCollectionUpdate `/photograph_collections/edit/:id`: the collection's owner,
 * editors and admins (canEditCollection) edit it; editors and admins also move it through its
 * statuses. Texts are edited in the interface language, as the server stores them.
 */
export default function CollectionEditScreen() {
  const { t, i18n } = useTranslation('collection-edit');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const collection = useEditableCollection(valid ? id : null);
  const viewer = viewerOfToken(useSession().user);
  usePageTitle(t('pageTitle'));
  if (!valid) return <Unavailable reason="missing" />;
  if (collection.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }
  if (collection.isError) {
    return isNotFound(collection.error) ? (
      <Unavailable reason="missing" />
    ) : (
      <Unavailable reason="loadFailed" onRetry={() => void collection.refetch()} />
    );
  }
  if (!canEditCollection(viewer, { ownerId: idOfOptionalIri(collection.data.owner) })) {
    return <Unavailable reason="notAllowed" collectionId={id} />;
  }
  const shown = collectionInLanguage(collection.data, i18n.language);
  return (
    <CollectionEditForm
      key={`${id}-${i18n.language}`}
      collection={shown}
      initial={draftOfCollection(shown, placeLabel(shown.place, i18n.language))}
      viewer={viewer}
    />
  );
}
