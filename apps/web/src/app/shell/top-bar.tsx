import InstallMobileIcon from '@mui/icons-material/InstallMobile';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LogoMark } from '../../components/logo-mark';
import { NearMeButton } from '../../components/near-me/near-me-button';
import { CartButton } from '../../components/print-order/cart-button';
import { isSignedIn, useSession } from '../../lib/auth/session-store';
import { useInstallState } from '../../lib/pwa/install-prompt';
import { routePath } from '../../lib/routing/route-links';
import {
  clearSearchFilters,
  openSearchLayer,
  useSearchLayerOpen,
} from '../../lib/search/search-filter-store';

const SearchLayer = lazy(() => import('../../features/search/search-layer'));

interface TopBarProps {
  drawerOpen: boolean;
  onOpenMenu: () => void;
  onInstall: () => void;
}

/**
 * Spec §2 toolbar. Search, near-me and sign-in join once their features exist; until then the menu
 * button is there for everyone, because it holds the language, display and legal entries.
 */
export function TopBar({ drawerOpen, onOpenMenu, onInstall }: TopBarProps) {
  const { t } = useTranslation();
  const install = useInstallState();
  const loginPath = isSignedIn(useSession()) ? null : routePath('Login');
  const searchOpen = useSearchLayerOpen();

  const onLogo = () => {
    clearSearchFilters();
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <AppBar position="sticky" color="default" elevation={1} enableColorOnDark>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
        <ButtonBase
          onClick={onLogo}
          aria-label={t('toolbar.logo')}
          sx={{ borderRadius: 2, px: 1, py: 0.5, gap: 1, ml: -1 }}
          focusRipple
        >
          <LogoMark size={32} />
          <Typography
            component="span"
            variant="h6"
            sx={{ fontWeight: 700, display: { xs: 'none', sm: 'inline' } }}
          >
            {t('app.name')}
          </Typography>
        </ButtonBase>
        <Box sx={{ flexGrow: 1 }} />
        <IconButton
          color="inherit"
          onClick={openSearchLayer}
          aria-label={t('toolbar.search')}
          data-tour="search"
          aria-haspopup="dialog"
        >
          <SearchIcon />
        </IconButton>
        <NearMeButton />
        <CartButton />
        {install.installable && (
          <IconButton color="inherit" onClick={onInstall} aria-label={t('toolbar.install')}>
            <InstallMobileIcon />
          </IconButton>
        )}
        {loginPath && (
          <Button color="inherit" component={RouterLink} to={loginPath}>
            {t('toolbar.signIn')}
          </Button>
        )}
        <IconButton
          color="inherit"
          edge="end"
          onClick={onOpenMenu}
          aria-label={t('toolbar.openMenu')}
          data-tour="menu"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          aria-controls={drawerOpen ? 'app-drawer' : undefined}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      {searchOpen && (
        <Suspense fallback={null}>
          <SearchLayer />
        </Suspense>
      )}
    </AppBar>
  );
}
