import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Button from '@mui/material/Button';
import { canAddScansToCollection } from '@retropics/domain/permissions';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../lib/auth/session-store';
import { idOfOptionalIri } from '../../lib/hydra/iri';
import { preloadNamespace } from '../../lib/i18n/preload-namespace';
import { routePath } from '../../lib/routing/route-links';
import { viewerOfToken } from '../comments/comment-rights';

preloadNamespace('scan-upload');

/** The way into the browser scan upload, shown to whoever may add scans to the collection (its owner, editors, admins). */
export function ScanUploadLink({ collection }: { collection: { id: number; owner: string | null } }) {
  const { t } = useTranslation('scan-upload');
  const viewer = viewerOfToken(useSession().user);
  const to = routePath('PhotographCollectionUpload', { id: collection.id });
  if (!to || !canAddScansToCollection(viewer, { ownerId: idOfOptionalIri(collection.owner) })) return null;
  return (
    <Button
      component={RouterLink}
      to={to}
      variant="outlined"
      startIcon={<CloudUploadIcon />}
      sx={{ mt: 2 }}
      data-testid="scan-upload-link"
    >
      {t('entry')}
    </Button>
  );
}
