import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import { canEditPhotograph } from '@retropics/domain/permissions';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { viewerOfToken } from '../../components/comments/comment-rights';
import { FormScreenHeader } from '../../components/form/form-section';
import { UnavailableScreen } from '../../components/show-page/unavailable-screen';
import { useCloseScreen } from '../../components/show-page/use-close-screen';
import { usePageTitle } from '../../components/show-page/use-page-title';
import { useSession } from '../../lib/auth/session-store';
import { placeLabel } from '../../lib/entities/archive-types';
import { isNotFound } from '../../lib/hydra/hydra-client';
import { idOfOptionalIri } from '../../lib/hydra/iri';
import { preloadNamespace } from '../../lib/i18n/preload-namespace';
import { useCollectionOfIri } from '../../lib/resources/photograph-collections';
import { useEditablePhotograph } from '../../lib/resources/photographs';
import { documentPath } from '../../lib/routing/document-links';
import { homePath } from '../../lib/routing/route-links';
import { PhotographEditForm } from './components/photograph-edit-form';
import { draftOfPhotograph } from './photograph-draft';

preloadNamespace('photograph-edit');

type Unavailable = 'missing' | 'notAllowed' | 'loadFailed';

/** The edit screen of a photograph the person cannot change here, with a way on. */
function PhotographUnavailable({
  reason,
  showPath,
  onRetry,
}: {
  reason: Unavailable;
  showPath?: string | null;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('photograph-edit');
  return (
    <UnavailableScreen
      title={t(`unavailable.${reason}.title`)}
      text={t(`unavailable.${reason}.text`)}
      testId="photograph-edit-unavailable"
      actions={
        <>
          {onRetry && (
            <Button variant="contained" onClick={onRetry}>
              {t('unavailable.retry')}
            </Button>
          )}
          {showPath && (
            <Button variant="contained" component={RouterLink} to={showPath}>
              {t('unavailable.toPhotograph')}
            </Button>
          )}
          <Button component={RouterLink} to={homePath()}>
            {t('unavailable.toFeed')}
          </Button>
        </>
      }
    />
  );
}

/** Spec §2 PhotographUpdate `/photographs/edit/:id`: title 'Edit {id}', back, the form (spec §6: the collection's owner, editors, admins). */
export default function PhotographEditScreen() {
  const { t, i18n } = useTranslation('photograph-edit');
  const { id: param } = useParams();
  const id = Number(param);
  const valid = Number.isInteger(id) && id > 0;
  const photograph = useEditablePhotograph(valid ? id : null);
  const collection = useCollectionOfIri(photograph.data?.collection);
  const viewer = viewerOfToken(useSession().user);
  const showPath = photograph.data ? documentPath(photograph.data['@id']) : null;
  const close = useCloseScreen(showPath ?? undefined);
  usePageTitle(t('title', { id: param ?? '' }));

  if (!valid) return <PhotographUnavailable reason="missing" />;
  if (photograph.isPending || (photograph.data?.collection && collection.isPending)) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }
  if (photograph.isError) {
    return isNotFound(photograph.error) ? (
      <PhotographUnavailable reason="missing" />
    ) : (
      <PhotographUnavailable reason="loadFailed" onRetry={() => void photograph.refetch()} />
    );
  }
  const data = photograph.data;
  if (!canEditPhotograph(viewer, { collectionOwnerId: idOfOptionalIri(collection.data?.owner) })) {
    return <PhotographUnavailable reason="notAllowed" showPath={showPath} />;
  }
  return (
    <Container maxWidth="md" sx={{ py: 2, pb: 6 }}>
      <FormScreenHeader
        title={t('title', { id: data.id })}
        backLabel={t('back')}
        onBack={close}
        icon={<ArrowBackIcon />}
      />
      <PhotographEditForm
        key={data.id}
        photograph={data}
        initial={draftOfPhotograph(data, placeLabel(data.place, i18n.language))}
      />
    </Container>
  );
}
