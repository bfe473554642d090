import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DEFAULT_LICENSE_NAME } from '@retropics/domain/constants';
import { useTranslation } from 'react-i18next';
import type { Collection } from '../../lib/entities/collection';
import { useLicenceName } from '../../lib/i18n/use-licence-name';
import { SafeHtmlBox } from './safe-html-box';

interface CollectionInfoDialogProps {
  open: boolean;
  onClose(): void;
  collection: Collection;
}

/** Spec §2: headline, about, HTML text, photograph count, copyright URL and licence. */
export function CollectionInfoDialog({ open, onClose, collection }: CollectionInfoDialogProps) {
  const { t } = useTranslation('viewer');
  const licence = useLicenceName()(collection.licenseName?.trim() || DEFAULT_LICENSE_NAME);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="collection-info-title">
      <DialogTitle id="collection-info-title" sx={{ pr: 6 }}>
        {collection.headline}
        <IconButton
          onClick={onClose}
          aria-label={t('collectionInfo.close')}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        {collection.about && <SafeHtmlBox html={collection.about} sx={{ '& p': { m: 0 } }} />}
        {collection.text && (
          <SafeHtmlBox html={collection.text} sx={{ '& h1, & h2, & h3': { fontSize: '1.1rem' } }} />
        )}
        <Typography>{t('collectionInfo.count', { count: collection.photographsCount })}</Typography>
        <Typography>
          {t('collectionInfo.licence')}{' '}
          {collection.licenseUrl ? (
            <Link href={collection.licenseUrl} target="_blank" rel="noopener noreferrer license">
              {licence}
            </Link>
          ) : (
            licence
          )}
        </Typography>
        {collection.copyrightHoldingPerson && (
          <Typography>
            {t('collectionInfo.copyrightHolder', { name: collection.copyrightHoldingPerson })}
          </Typography>
        )}
        {collection.collectionCopyrightUrl && (
          <Link href={collection.collectionCopyrightUrl} target="_blank" rel="noopener noreferrer">
            {t('collectionInfo.copyrightLink')}
          </Link>
        )}
      </DialogContent>
    </Dialog>
  );
}
