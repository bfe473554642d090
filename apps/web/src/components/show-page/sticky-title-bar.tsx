import CloseIcon from '@mui/icons-material/Close';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Slide from '@mui/material/Slide';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { SCROLL_PX } from '@retropics/domain/constants';
import { type ReactNode, useEffect, useState } from 'react';

export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const check = () => setPast(window.scrollY > threshold);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [threshold]);
  return past;
}

interface StickyTitleBarProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  actions?: ReactNode;
  /** The screen keeps the app's toolbar: the title bar slides in below it instead of over it. */
  belowToolbar?: boolean;
}

/** Spec §2/§9: the title bar of a show screen slides in once the visitor has scrolled past 400 px. */
export function StickyTitleBar({
  title,
  closeLabel,
  onClose,
  actions,
  belowToolbar = false,
}: StickyTitleBarProps) {
  const shown = useScrolledPast(SCROLL_PX.titleBar);
  return (
    <Slide appear={false} direction="down" in={shown} mountOnEnter unmountOnExit>
      <AppBar
        position="fixed"
        color="default"
        elevation={2}
        enableColorOnDark
        data-testid="sticky-title"
        sx={belowToolbar ? { top: { xs: 56, sm: 64 }, zIndex: 'appBar' } : undefined}
      >
        <Toolbar variant="dense" sx={{ gap: 1 }}>
          <IconButton edge="start" color="inherit" onClick={onClose} aria-label={closeLabel}>
            <CloseIcon />
          </IconButton>
          <Typography component="p" variant="h3" noWrap sx={{ flexGrow: 1, fontSize: '1.05rem' }}>
            {title}
          </Typography>
          {actions}
        </Toolbar>
      </AppBar>
    </Slide>
  );
}
