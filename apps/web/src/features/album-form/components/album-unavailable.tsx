import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
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
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }} data-testid="album-form-unavailable">
      <Typography component="h1" variant="h2" sx={{ mb: 2 }}>
        {t(`unavailable.${reason}.title`)}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t(`unavailable.${reason}.text`)}</Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
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
      </Box>
    </Container>
  );
}
