import { useTranslation } from 'react-i18next';
import { UnavailableNotice } from '../../../components/form/unavailable-notice';
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
    <UnavailableNotice
      title={t(`unavailable.${reason}.title`)}
      text={t(`unavailable.${reason}.text`)}
      retry={onRetry && { label: t('unavailable.retry'), onClick: onRetry }}
      links={[
        ...(show ? [{ to: show, label: t('unavailable.toAlbum') }] : []),
        { to: homePath(), label: t('unavailable.toFeed') },
      ]}
      testId="album-form-unavailable"
    />
  );
}
