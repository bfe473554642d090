import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Step 0: what happens with a reported collection, and what the next steps ask for. */
export function IntroStep() {
  const { t } = useTranslation('report-collection');
  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('intro.text1')}</Typography>
      <Typography sx={{ mb: 2 }}>{t('intro.text2')}</Typography>
      <Typography sx={{ fontWeight: 700 }}>{t('intro.listHeading')}</Typography>
      <Typography component="ol" sx={{ pl: 3, mt: 1, mb: 2, '& li': { mb: 0.5 } }}>
        <li>{t('intro.list1')}</li>
        <li>{t('intro.list2')}</li>
        <li>{t('intro.list3')}</li>
        <li>{t('intro.list4')}</li>
      </Typography>
      <Typography color="text.secondary">{t('intro.duration')}</Typography>
    </>
  );
}
