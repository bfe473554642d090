import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { UnavailableScreen } from '../../../components/show-page/unavailable-screen';
import { documentPath } from '../../../lib/routing/document-links';
import { homePath } from '../../../lib/routing/route-links';

interface AlbumUnavailableProps {
  /** 'missing': no such album for this person (spec §6: a private album of someone else is missing too). */
  reason: 'missing' | 'notOwner' | 'loadFailed';
  /** The album to look at instead (someone else's public album). */
  albumIri?: string;
  onRetry?: () => void;
}

/** The edit screen of an album the person cannot change (spec §6 'Owner': album edit is the owner's). */
export function AlbumUnavailable({ reason, albumIri, onRetry }: AlbumUnavailableProps) {
  const { t } = useTranslation('album-form');
  const show = albumIri ? documentPath(albumIri) : null;
  return (
    <UnavailableScreen
      title={t(`unavailable.${reason}.title`)}
      text={t(`unavailable.${reason}.text`)}
      testId="album-form-unavailable"
      actions={
        <>
          {onRetry && (
            <Button variant="contained" onClick={onRetry}>
              {t('unavailable.retry')}
            </Button>
          )}
          {show && (
            <Button variant="contained" component={RouterLink} to={show}>
              {t('unavailable.toAlbum')}
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
