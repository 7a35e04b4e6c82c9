import type { UserDto } from '@autolicit/shared';
import { preloadable } from '../../lib/preloadable';
import type { SsrViewer } from '../ssr/ssr-page-chunks';

/*
 * The user/admin switch is shown only to accounts with admin rights: other pages do not carry its
 * code (~2 KiB gzip before the first paint). A page rendered for such an account loads it with the
 * page (the server hints its chunk, see SSR_VIEWER_CHUNKS, and renders it; the browser loads it
 * before hydrating); after a sign-in it arrives with the user. (The avatar menu stays in the entry:
 * in a chunk of its own it saved a visitor 1 KiB and cost every signed-in bidder 2.)
 */
const roleSwitcher = preloadable(() =>
  import('../../features/admin/components/role-switcher').then((m) => m.RoleSwitcher),
);

export function RoleSwitcher(props: { user: UserDto; fullWidth?: boolean }) {
  return props.user.canSwitchRole ? <roleSwitcher.Component {...props} /> : null;
}

/** Loads the controls a page rendered for `viewer` shows, before it is rendered or hydrated. */
export async function preloadAccountControls(viewer: SsrViewer): Promise<void> {
  if (viewer === 'admin') await roleSwitcher.preload();
}
