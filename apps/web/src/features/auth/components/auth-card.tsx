import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseScreen } from '../../../components/show-page/use-close-screen';

/**
 * The frame of the account dialogs (spec §2: login and register dialogs, 400 px wide), shown as a
 * screen of its own so that each has an address. Close goes back, or home without history.
 */
export function AuthCard({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('accounts');
  const titleId = useId();
  const close = useCloseScreen();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: { xs: 0, sm: 2 }, py: { xs: 0, sm: 4 } }}>
      <Paper
        component="section"
        aria-labelledby={titleId}
        data-testid={testId}
        sx={{
          width: '100%',
          maxWidth: 400,
          p: 3,
          borderRadius: { xs: 0, sm: 2 },
          minHeight: { xs: '100dvh', sm: 0 },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
          <Typography id={titleId} component="h1" variant="h5" sx={{ flexGrow: 1, fontWeight: 700 }}>
            {title}
          </Typography>
          <IconButton onClick={close} aria-label={t('common.close')} edge="end">
            <CloseIcon />
          </IconButton>
        </Box>
        {children}
      </Paper>
    </Box>
  );
}
