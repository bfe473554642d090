import AddAPhotoOutlinedIcon from '@mui/icons-material/AddAPhotoOutlined';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import BugReportOutlinedIcon from '@mui/icons-material/BugReportOutlined';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import CloseIcon from '@mui/icons-material/Close';
import MailOutlineIcon from '@mui/icons-material/ContactMailOutlined';
import FeedbackOutlinedIcon from '@mui/icons-material/FeedbackOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import InstallMobileIcon from '@mui/icons-material/InstallMobile';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SettingsIcon from '@mui/icons-material/Settings';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { canManageOrganizations, canUseEditorsDesk } from '@retropics/domain/permissions';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { viewerOfToken } from '../../components/comments/comment-rights';
import { LanguageToggle } from '../../components/language-toggle';
import { LogoMark } from '../../components/logo-mark';
import { type FeedbackKind, openFeedbackDialog } from '../../features/feedback/feedback-dialog-store';
import { signOut } from '../../lib/auth/auth-client';
import { isSignedIn, useSession } from '../../lib/auth/session-store';
import { useInstallState } from '../../lib/pwa/install-prompt';
import { usePerson } from '../../lib/resources/people';
import { type RouteName, routePath } from '../../lib/routing/route-links';
import { type LocalSettings, updateSettings, useSettings } from '../../lib/settings/settings-store';

export const DRAWER_WIDTH = 280;
const LOGOUT_REDIRECT_DELAY_MS = 500;

type SwitchSetting = keyof Pick<LocalSettings, 'showColorized' | 'showInfosOverlay' | 'darkTheme'>;

const SWITCHES: ReadonlyArray<{ setting: SwitchSetting; label: string }> = [
  { setting: 'showColorized', label: 'drawer.showColorized' },
  { setting: 'showInfosOverlay', label: 'drawer.showInfosOverlay' },
  { setting: 'darkTheme', label: 'drawer.darkTheme' },
];

// Spec §2/§5: feedback and bug reports only for signed-in people.
const FEEDBACK_ENTRIES: ReadonlyArray<{ kind: FeedbackKind; label: string; icon: ReactNode }> = [
  { kind: 'feedback', label: 'drawer.feedback', icon: <FeedbackOutlinedIcon /> },
  { kind: 'bugReport', label: 'drawer.bugReport', icon: <BugReportOutlinedIcon /> },
];

const LEGAL_PAGES = [
  { route: 'Privacy', label: 'legalLinks.privacy' },
  { route: 'Agb', label: 'legalLinks.agb' },
  { route: 'Impressum', label: 'legalLinks.impressum' },
] as const;

function SettingSwitch({ setting, label }: { setting: SwitchSetting; label: string }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const labelId = useId();
  return (
    <ListItem
      // Room for the switch (58 px), so long labels wrap instead of running under it.
      sx={{ pr: 9 }}
      secondaryAction={
        <Switch
          edge="end"
          checked={settings[setting]}
          onChange={(event) => updateSettings({ [setting]: event.target.checked })}
          slotProps={{ input: { 'aria-labelledby': labelId } }}
        />
      }
    >
      <ListItemText id={labelId} primary={t(label)} />
    </ListItem>
  );
}

/** An entry that opens a screen, shown once that screen exists. */
function RouteEntry({
  route,
  icon,
  label,
  onClose,
}: {
  route: RouteName;
  icon: ReactNode;
  label: string;
  onClose: () => void;
}) {
  const to = routePath(route);
  if (!to) return null;
  return (
    <List>
      <ListItem disablePadding>
        <ListItemButton component={RouterLink} to={to} onClick={onClose}>
          <ListItemIcon>{icon}</ListItemIcon>
          <ListItemText primary={label} />
        </ListItemButton>
      </ListItem>
    </List>
  );
}

interface SideDrawerProps {
  open: boolean;
  onClose: () => void;
  onInstall: () => void;
}

/** Spec §2 side drawer (280 px) with the entries whose features exist. */
export default function SideDrawer({ open, onClose, onInstall }: SideDrawerProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const signedIn = isSignedIn(session);
  // The name others see (spec §3 Person), not the account's e-mail address the token carries.
  const displayName = usePerson(signedIn ? session.user?.person_id : undefined).data?.name;
  const install = useInstallState();
  const titleId = useId();

  const logout = () => {
    void signOut();
    onClose();
    // Spec §4: after logout wait 0.5 s, forget the redirect target and go to the start screen.
    window.setTimeout(() => {
      updateSettings({ redirectRoute: null });
      void navigate('/');
    }, LOGOUT_REDIRECT_DELAY_MS);
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          id: 'app-drawer',
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: DRAWER_WIDTH, maxWidth: '100%' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2 }}>
        {signedIn ? (
          <Avatar alt="" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            {(displayName ?? '').slice(0, 1).toUpperCase()}
          </Avatar>
        ) : (
          <LogoMark size={40} />
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={titleId} component="h2" variant="subtitle1" noWrap sx={{ fontWeight: 700 }}>
            {signedIn ? (displayName ?? t('drawer.label')) : t('app.name')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {signedIn ? t('drawer.loggedIn') : t('drawer.visitor')}
          </Typography>
        </Box>
        <IconButton onClick={onClose} aria-label={t('drawer.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      {install.installable && (
        <List>
          <ListItem disablePadding>
            <ListItemButton
              onClick={() => {
                onClose();
                onInstall();
              }}
            >
              <ListItemIcon>
                <InstallMobileIcon />
              </ListItemIcon>
              <ListItemText primary={t('drawer.install')} />
            </ListItemButton>
          </ListItem>
        </List>
      )}
      {signedIn && (
        <List>
          {FEEDBACK_ENTRIES.map(({ kind, label, icon }) => (
            <ListItem disablePadding key={kind}>
              <ListItemButton
                onClick={() => {
                  onClose();
                  openFeedbackDialog(kind);
                }}
              >
                <ListItemIcon>{icon}</ListItemIcon>
                <ListItemText primary={t(label)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {signedIn && (
        <RouteEntry
          route="RetrosnapList"
          icon={<AddAPhotoOutlinedIcon />}
          label={t('drawer.myRetrosnaps')}
          onClose={onClose}
        />
      )}
      {signedIn && (
        <RouteEntry
          route="OrderList"
          icon={<ReceiptLongOutlinedIcon />}
          label={t('drawer.orders')}
          onClose={onClose}
        />
      )}
      <RouteEntry
        route="PhotographCollectionCreate"
        icon={<AddPhotoAlternateIcon />}
        label={t('drawer.reportCollection')}
        onClose={onClose}
      />
      {canManageOrganizations(viewerOfToken(session.user)) && (
        <RouteEntry
          route="OrganizationList"
          icon={<BusinessOutlinedIcon />}
          label={t('drawer.organizations')}
          onClose={onClose}
        />
      )}
      {canUseEditorsDesk(viewerOfToken(session.user)) && (
        <RouteEntry
          route="EditorsDesk"
          icon={<InboxOutlinedIcon />}
          label={t('drawer.editorsDesk')}
          onClose={onClose}
        />
      )}
      <RouteEntry route="Contact" icon={<MailOutlineIcon />} label={t('drawer.contact')} onClose={onClose} />
      <RouteEntry route="QrScan" icon={<QrCodeScannerIcon />} label={t('drawer.scanQr')} onClose={onClose} />
      <RouteEntry
        route="IntroMovie"
        icon={<OndemandVideoIcon />}
        label={t('drawer.introMovie')}
        onClose={onClose}
      />
      <List subheader={<ListSubheader disableSticky>{t('drawer.displayHeading')}</ListSubheader>}>
        {SWITCHES.map(({ setting, label }) => (
          <SettingSwitch key={setting} setting={setting} label={label} />
        ))}
      </List>
      <List subheader={<ListSubheader disableSticky>{t('drawer.languageHeading')}</ListSubheader>}>
        <ListItem>
          <LanguageToggle fullWidth />
        </ListItem>
      </List>
      <Box component="nav" aria-label={t('drawer.legalHeading')}>
        <List subheader={<ListSubheader disableSticky>{t('drawer.legalHeading')}</ListSubheader>}>
          {LEGAL_PAGES.map(({ route, label }) => {
            const path = routePath(route);
            return path ? (
              <ListItem disablePadding key={route}>
                <ListItemButton component={RouterLink} to={path} onClick={onClose}>
                  <ListItemText primary={t(label)} />
                </ListItemButton>
              </ListItem>
            ) : null;
          })}
        </List>
      </Box>
      {!signedIn && routePath('Login') && (
        <>
          <Divider />
          <List>
            <ListItem disablePadding>
              <ListItemButton component={RouterLink} to={routePath('Login') ?? '/login'} onClick={onClose}>
                <ListItemIcon>
                  <LoginIcon />
                </ListItemIcon>
                <ListItemText primary={t('drawer.signIn')} />
              </ListItemButton>
            </ListItem>
          </List>
        </>
      )}
      {signedIn && (
        <>
          <Divider />
          <List>
            {routePath('Settings') && (
              <ListItem disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={routePath('Settings') ?? '/settings'}
                  onClick={onClose}
                >
                  <ListItemIcon>
                    <SettingsIcon />
                  </ListItemIcon>
                  <ListItemText primary={t('drawer.settings')} />
                </ListItemButton>
              </ListItem>
            )}
            <ListItem disablePadding>
              <ListItemButton onClick={logout}>
                <ListItemIcon>
                  <LogoutIcon />
                </ListItemIcon>
                <ListItemText primary={t('drawer.logout')} />
              </ListItemButton>
            </ListItem>
          </List>
        </>
      )}
    </Drawer>
  );
}
