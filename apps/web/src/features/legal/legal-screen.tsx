import CloseIcon from '@mui/icons-material/Close';
import AppBar from '@mui/material/AppBar';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useCloseScreen } from '../../components/show-page/use-close-screen';
import { appConfig } from '../../lib/config/app-config';
import { formatDate } from '../../lib/i18n/format-date';
import { legalDocumentFor } from './legal-documents';

interface Section {
  heading: string;
  body: string;
}

function Operator() {
  const { t } = useTranslation('legal');
  const { name, address, email } = appConfig.operator;
  if (!name && !address && !email)
    return <Typography sx={{ mb: 2 }}>{t('impressum.operatorMissing')}</Typography>;
  return (
    <Typography component="address" sx={{ fontStyle: 'normal', mb: 2, whiteSpace: 'pre-line' }}>
      {[name, address].filter(Boolean).join('\n')}
      {email && (
        <>
          {'\n'}
          {`${t('impressum.contactLabel')}: `}
          <Link href={`mailto:${email}`}>{email}</Link>
        </>
      )}
    </Typography>
  );
}

/** Spec §2 legal pages as full-screen dialogs, written in German with en/it translations. */
export default function LegalScreen() {
  const { t } = useTranslation(['legal', 'common']);
  const { pathname } = useLocation();
  const titleId = useId();
  const document = legalDocumentFor(pathname);
  const sections = t(`${document.key}.sections`, { returnObjects: true }) as Record<string, Section>;

  const close = useCloseScreen();

  return (
    <Dialog fullScreen open onClose={close} aria-labelledby={titleId}>
      <AppBar position="sticky" color="default" elevation={1} enableColorOnDark>
        <Toolbar>
          <IconButton edge="start" color="inherit" onClick={close} aria-label={t('common:legal.close')}>
            <CloseIcon />
          </IconButton>
          <Typography id={titleId} component="h1" variant="h6" sx={{ ml: 1, flex: 1 }} noWrap>
            {t(`${document.key}.title`)}
          </Typography>
        </Toolbar>
      </AppBar>
      <Container component="article" maxWidth="md" sx={{ py: 3 }}>
        {document.updated && (
          <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="legal-updated">
            {t('common:legal.updated', { date: formatDate(document.updated) })}
          </Typography>
        )}
        {document.key === 'impressum' && (
          <>
            <Operator />
            <Typography sx={{ mb: 2 }}>
              <Link component={RouterLink} to="/contact">
                {t('impressum.contactForm')}
              </Link>
            </Typography>
          </>
        )}
        {Object.entries(sections).map(([key, section]) => (
          <section key={key}>
            <Typography component="h2" variant="h3" sx={{ mt: 3, mb: 1 }}>
              {section.heading}
            </Typography>
            {section.body.split('\n').map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 1.5, lineHeight: 1.65 }}>
                {paragraph}
              </Typography>
            ))}
          </section>
        ))}
      </Container>
    </Dialog>
  );
}
