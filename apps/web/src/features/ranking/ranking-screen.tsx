import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Spec §2 /ranking: signed-in people learn that the ranking is not in this version yet. */
export default function RankingScreen() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Typography component="h1" variant="h1" gutterBottom>
        {t('ranking.title')}
      </Typography>
      <Alert severity="info" variant="outlined">
        {t('ranking.notAvailable')}
      </Alert>
    </Container>
  );
}
