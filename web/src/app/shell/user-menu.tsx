import { UnstyledButton } from '@mantine/core';
import type { UserDto } from '@autolicit/shared';
import { IconDashboard, IconHeart, IconLogout } from '@tabler/icons-react';
import { type ComponentPropsWithoutRef, forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/router-link';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { floatingWidgets } from '../../components/deferred-widgets';

export function initialsOf(user: Pick<UserDto, 'firstName' | 'lastName' | 'email'>): string {
  const initials = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`.toUpperCase();
  return initials || user.email.charAt(0).toUpperCase();
}

export function displayName(user: Pick<UserDto, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

interface AvatarButtonProps extends ComponentPropsWithoutRef<'button'> {
  user: UserDto;
}

/**
 * The user's photo, or their initials when there is none or it does not load; drawn as Mantine's
 * light Avatar (styles.css), whose component and group came with every page for one circle.
 */
function UserAvatar({ user }: { user: UserDto }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className="user-avatar">
      {user.profileImageUrl && !failed ? (
        <img className="user-avatar-image" src={user.profileImageUrl} alt="" onError={() => setFailed(true)} />
      ) : (
        <span className="user-avatar-placeholder">
          <span aria-hidden="true" className="avatar-initials">
            {initialsOf(user)}
          </span>
        </span>
      )}
    </span>
  );
}

/** The avatar that opens the menu; named by hidden text, so the initials shown are not a second, different name. */
const AvatarButton = forwardRef<HTMLButtonElement, AvatarButtonProps>(function AvatarButton({ user, ...props }, ref) {
  const { t } = useTranslation();
  return (
    <UnstyledButton ref={ref} style={{ borderRadius: '50%' }} {...props}>
      <UserAvatar key={user.profileImageUrl ?? ''} user={user} />
      <span className="visually-hidden">{t('nav.userMenu', { name: displayName(user) })}</span>
    </UnstyledButton>
  );
});

/**
 * Avatar menu of signed-in users: Dashboard, Watchlist, Sign out (spec §2). Until the menu's code is
 * in (components/deferred-widgets), the same button stands in; a tap on it loads and opens the menu.
 */
export function UserMenu({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const [tapped, setTapped] = useState(false);
  const widgets = floatingWidgets.use(tapped);
  if (!widgets) {
    return (
      <AvatarButton
        user={user}
        aria-haspopup="menu"
        aria-expanded={false}
        onClick={() => {
          setTapped(true);
          void floatingWidgets.load().catch(() => undefined);
        }}
      />
    );
  }
  const { Menu } = widgets;
  return (
    <Menu position="bottom-end" width={200} withinPortal defaultOpened={tapped}>
      <Menu.Target>
        <AvatarButton user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{displayName(user)}</Menu.Label>
        <Menu.Item component={Link} to="/dashboard" leftSection={<IconDashboard size={16} aria-hidden />}>
          {t('nav.dashboard')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={`/users/${user.id}/watchlist`}
          leftSection={<IconHeart size={16} aria-hidden />}
        >
          {t('nav.watchlist')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          {t('nav.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
