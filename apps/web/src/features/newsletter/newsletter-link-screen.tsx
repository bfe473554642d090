import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../lib/hydra/hydra-client';
import { useNewsletterLink } from '../../lib/resources/newsletter';
import { homePath, routePath } from '../../lib/routing/route-links';

/**
 * The pages behind the links in newsletter mails (issue 19): the double opt-in's confirm link and
 * the unsubscribe link of every mail. Each opens once and says plainly what happened.
 */
/** A long address must wrap: MUI lets an alert's message scroll, which keyboards cannot reach. */
const wrapping = { '& .MuiAlert-message': { overflow: 'visible', overflowWrap: 'anywhere' } } as const;

export function NewsletterLinkScreen({ kind }: { kind: 'confirm' | 'unsubscribe' }) {
  const { t } = useTranslation('newsletter');
  const { token = '' } = useParams();
  const link = useNewsletterLink(kind, token);
  const titleId = useId();
  const settingsPath = routePath('Settings');

  const unknownLink = link.error instanceof ApiError && link.error.status === 404;
  const title = link.isPending
    ? t(`${kind}.loading`)
    : link.isError
      ? t(unknownLink ? `${kind}.invalidTitle` : 'failedTitle')
      : t(`${kind}.successTitle`);

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: { xs: 0, sm: 2 }, py: { xs: 0, sm: 4 } }}>
      <Paper
        component="section"
        aria-labelledby={titleId}
        aria-busy={link.isPending}
        data-testid={`newsletter-${kind}-${link.isPending ? 'loading' : link.isError ? 'failed' : 'success'}`}
        sx={{
          width: '100%',
          maxWidth: 440,
          p: 3,
          borderRadius: { xs: 0, sm: 2 },
          minHeight: { xs: '100dvh', sm: 0 },
        }}
      >
        <Typography id={titleId} component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
          {title}
        </Typography>
        {link.isPending && (
          <Stack sx={{ alignItems: 'center', py: 3 }}>
            <CircularProgress aria-label={t(`${kind}.loading`)} />
          </Stack>
        )}
        {link.isError &&
          (unknownLink ? (
            <Alert severity="error" sx={wrapping}>
              {t(`${kind}.invalidText`)}
            </Alert>
          ) : (
            <Alert severity="error" sx={wrapping}>
              {t('failedText', { message: link.error.message })}
            </Alert>
          ))}
        {link.isSuccess && (
          <Alert severity="success" sx={wrapping}>
            {t(`${kind}.successText`, { email: link.data.email })}
          </Alert>
        )}
        {!link.isPending && (
          <Stack direction="row" sx={{ mt: 3, gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            {settingsPath && (
              <Button component={RouterLink} to={settingsPath}>
                {t('toSettings')}
              </Button>
            )}
            <Button component={RouterLink} to={homePath()} variant="contained">
              {t('toFeed')}
            </Button>
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
