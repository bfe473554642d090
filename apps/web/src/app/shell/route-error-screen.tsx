import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function RouteErrorScreen() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography component="h1" variant="h1" gutterBottom>
        {t('error.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('error.text')}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </Button>
    </Container>
  );
}
