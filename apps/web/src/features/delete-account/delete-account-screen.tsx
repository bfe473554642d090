import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { appConfig } from '../../lib/config/app-config';
import { routePath } from '../../lib/routing/route-links';

const DETAILS = [
  'deleteAccount.fullName',
  'deleteAccount.username',
  'deleteAccount.reason',
  'deleteAccount.openRequests',
];
/** The subject support looks for (spec §2 'Delete account'); German in every language. */
const MAIL_SUBJECT = 'Account Löschung';

/** Spec §2 /delete_account: how to have the account deleted (static text). */
export default function DeleteAccountScreen() {
  const { t } = useTranslation();
  const supportEmail = appConfig.operator.email;
  const imprintPath = routePath('Impressum');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Paper sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography component="h1" variant="h1" gutterBottom>
          {t('deleteAccount.title')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('deleteAccount.intro')}</Typography>
        <Typography sx={{ mb: 1, fontWeight: 600 }}>{t('deleteAccount.subject')}</Typography>
        <Typography>{t('deleteAccount.listIntro')}</Typography>
        <List sx={{ listStyle: 'disc', pl: 3, mb: 1 }}>
          {DETAILS.map((key) => (
            <ListItem key={key} sx={{ display: 'list-item', py: 0.25, px: 0 }}>
              {t(key)}
            </ListItem>
          ))}
        </List>
        <Typography sx={{ mb: 2 }} data-testid="delete-account-deadline">
          {t('deleteAccount.deadline')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('deleteAccount.content')}</Typography>
        {supportEmail ? (
          <Button
            variant="contained"
            startIcon={<MailOutlineIcon />}
            href={`mailto:${supportEmail}?subject=${encodeURIComponent(MAIL_SUBJECT)}`}
          >
            {t('deleteAccount.writeEmail')}
          </Button>
        ) : (
          imprintPath && (
            <Link component={RouterLink} to={imprintPath}>
              {t('deleteAccount.supportInImprint')}
            </Link>
          )
        )}
      </Paper>
    </Container>
  );
}
