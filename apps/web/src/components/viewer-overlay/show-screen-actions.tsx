import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { NavigateFunction } from 'react-router';
import { promptSignIn } from '../../lib/auth/sign-in-prompt';
import type { SpeedDialEntry } from '../action-speed-dial';

/** A speed-dial action that needs a signed-in person; its label is `speedDial.{key}`. */
export interface SignInAction {
  key: string;
  icon: ReactNode;
}

/** A speed-dial link to another screen; null `path`: that screen does not exist for this item. */
export interface ShowScreenLink {
  key: string;
  icon: ReactNode;
  label: string;
  path: string | null;
}

/**
 * Spec §2: the speed dial of a show screen (photograph, RetroSnap). A visitor sees the actions
 * that need signing in, each asking to sign in; then share; then the links that exist.
 */
export function showScreenActions({
  t,
  navigate,
  signedIn,
  signInActions,
  onShare,
  links,
}: {
  t: TFunction<'viewer'>;
  navigate: NavigateFunction;
  signedIn: boolean;
  signInActions: readonly SignInAction[];
  onShare(): void;
  links: readonly ShowScreenLink[];
}): SpeedDialEntry[] {
  return [
    ...(signedIn
      ? []
      : signInActions.map((action) => ({
          ...action,
          label: t(`speedDial.${action.key}`),
          run: promptSignIn,
        }))),
    { key: 'share', icon: <ShareOutlinedIcon />, label: t('speedDial.share'), run: onShare },
    ...links.flatMap(({ key, icon, label, path }) =>
      path ? [{ key, icon, label, run: () => void navigate(path) }] : [],
    ),
  ];
}
