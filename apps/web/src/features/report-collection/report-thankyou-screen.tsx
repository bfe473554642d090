import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../components/show-page/use-page-title';
import { preloadNamespace } from '../../lib/i18n/preload-namespace';
import { homePath } from '../../lib/routing/route-links';

preloadNamespace('report-collection');

/** Spec §2 PhotographCollectionCreated `/report_collection_thankyou`: three text blocks and a back link to the home list. */
export default function ReportThankyouScreen() {
  const { t } = useTranslation('report-collection');
  usePageTitle(t('thankyou.title'));
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, sm: 8 }, textAlign: 'center' }}>
      <CheckCircleOutlineIcon color="success" sx={{ fontSize: 64, mb: 2 }} aria-hidden />
      <Typography component="h1" variant="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2.2rem' }, mb: 3 }}>
        {t('thankyou.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('thankyou.text1')}</Typography>
      <Typography sx={{ mb: 2 }}>{t('thankyou.text2')}</Typography>
      <Typography sx={{ mb: 4 }}>{t('thankyou.text3')}</Typography>
      <Button component={RouterLink} to={homePath()} variant="contained" size="large">
        {t('thankyou.back')}
      </Button>
    </Container>
  );
}
