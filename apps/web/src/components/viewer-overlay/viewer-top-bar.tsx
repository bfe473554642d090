import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Round white-on-dark buttons that stay readable over any picture. */
export const overlayButtonSx = {
  color: 'common.white',
  bgcolor: 'rgba(0,0,0,0.5)',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.7)' },
};

interface ViewerTopBarProps {
  title: ReactNode;
  /** Language of the title when it is not the interface's (a translation may be missing). */
  titleLang?: string;
  onClose(): void;
  closeTestId: string;
  /** The screen's fade (controls hide after inactivity) and any room it needs. */
  sx?: SxProps<Theme>;
  /** The screen's own buttons, right of the title. */
  children?: ReactNode;
}

/** The full-screen viewers' top bar (photograph, RetroSnap): close, title, then the screen's buttons. */
export function ViewerTopBar({ title, titleLang, onClose, closeTestId, sx, children }: ViewerTopBarProps) {
  const { t } = useTranslation('viewer');
  return (
    <Box
      component="header"
      sx={[
        {
          position: 'absolute',
          top: 0,
          left: 0,
          right: 0,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          p: 1,
          background: 'linear-gradient(rgba(0,0,0,0.75), rgba(0,0,0,0))',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Tooltip title={t('close')}>
        <IconButton onClick={onClose} aria-label={t('close')} sx={overlayButtonSx} data-testid={closeTestId}>
          <CloseIcon />
        </IconButton>
      </Tooltip>
      <Typography
        component="h1"
        lang={titleLang}
        noWrap
        sx={{
          flex: 1,
          minWidth: 0,
          fontWeight: 600,
          fontSize: { xs: '1rem', sm: '1.15rem' },
          textShadow: '0 1px 3px #000',
        }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}
