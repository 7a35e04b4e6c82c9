import { Anchor, Box, Burger, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCar, IconPlus } from '@tabler/icons-react';
import type { UserDto } from '@autolicit/shared';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from '../../components/router-link';
import { useCurrentUser } from '../../hooks/use-current-user';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { LanguageSelect } from './language-select';
import { useShellModals, type ShellModal } from '../../lib/shell-modal-store';
import { RoleSwitcher } from './deferred-account-controls';
import { UserMenu } from './user-menu';
import { DeferredDrawer } from '../../components/deferred-widgets';

/** Opens a header dialog, first closing the mobile drawer when called from it. */
function useOpenShellModal(beforeOpen?: () => void) {
  const openModal = useShellModals((s) => s.openModal);
  return (modal: ShellModal) => {
    beforeOpen?.();
    openModal(modal);
  };
}

function Logo() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/" underline="never" aria-label={t('nav.home')} c="inherit">
      <Group gap={8} wrap="nowrap">
        <Box bg="brand.7" c="white" p={6} style={{ borderRadius: 8, display: 'flex' }}>
          <IconCar size={22} aria-hidden />
        </Box>
        <Text fw={800} fz="lg" c="brand.8">
          {t('app.name')}
        </Text>
      </Group>
    </Anchor>
  );
}

/** Nav entries shared by the desktop bar and the mobile drawer, so both always hold the same items. */
function NavEntries({ direction, onNavigate }: { direction: 'row' | 'column'; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const open = useOpenShellModal(onNavigate);
  const linkProps = { size: 'sm' as const, fw: 500, c: 'dark.6', onClick: onNavigate };
  const Container = direction === 'row' ? Group : Stack;
  return (
    <Container gap={direction === 'row' ? 'lg' : 'md'} component="nav" aria-label={t('nav.mainNavigation')}>
      <Anchor component={NavLink} to="/vehicles" {...linkProps}>
        {t('nav.browse')}
      </Anchor>
      <Anchor component={NavLink} to="/advanced-search" {...linkProps}>
        {t('nav.advancedSearch')}
      </Anchor>
      <UnstyledButton fz="sm" fw={500} c="dark.6" onClick={() => open('how-it-works')}>
        {t('nav.howItWorks')}
      </UnstyledButton>
      <UnstyledButton fz="sm" fw={500} c="dark.6" onClick={() => open('sell')}>
        {t('nav.sellYourCar')}
      </UnstyledButton>
    </Container>
  );
}

function VisitorButtons({ fullWidth, onAction }: { fullWidth?: boolean; onAction?: () => void }) {
  const { t } = useTranslation();
  const open = useOpenShellModal(onAction);
  return (
    <>
      <Button variant="default" fullWidth={fullWidth} onClick={() => open('email-login')}>
        {t('nav.emailLogin')}
      </Button>
      <Button fullWidth={fullWidth} onClick={() => open('professional')}>
        {t('nav.professional')}
      </Button>
    </>
  );
}

function ListVehicleButton({ fullWidth, onAction }: { fullWidth?: boolean; onAction?: () => void }) {
  const { t } = useTranslation();
  const open = useOpenShellModal(onAction);
  return (
    <Button leftSection={<IconPlus size={16} aria-hidden />} fullWidth={fullWidth} onClick={() => open('list-vehicle')}>
      {t('nav.listVehicle')}
    </Button>
  );
}

function MobileAccountEntries({ user, onNavigate }: { user: UserDto; onNavigate: () => void }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Stack gap="xs">
      <RoleSwitcher user={user} fullWidth />
      <ListVehicleButton fullWidth onAction={onNavigate} />
      <Button component={Link} to="/dashboard" variant="default" fullWidth onClick={onNavigate}>
        {t('nav.dashboard')}
      </Button>
      <Button component={Link} to={`/users/${user.id}/watchlist`} variant="default" fullWidth onClick={onNavigate}>
        {t('nav.watchlist')}
      </Button>
      <Button variant="subtle" color="red" fullWidth onClick={() => logout.mutate()} loading={logout.isPending}>
        {t('nav.signOut')}
      </Button>
    </Stack>
  );
}

export function Header() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const [drawerOpened, drawer] = useDisclosure(false);

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="xl" wrap="nowrap">
        <Logo />
        <Box visibleFrom="lg">
          <NavEntries direction="row" />
        </Box>
      </Group>

      <Group gap="sm" wrap="nowrap" visibleFrom="lg">
        <LanguageSelect />
        {user ? (
          <>
            <RoleSwitcher user={user} />
            <ListVehicleButton />
            <UserMenu user={user} />
          </>
        ) : (
          <VisitorButtons />
        )}
      </Group>

      <Burger
        hiddenFrom="lg"
        opened={drawerOpened}
        onClick={drawer.toggle}
        aria-label={t('nav.openMenu')}
        aria-expanded={drawerOpened}
      />
      <DeferredDrawer
        opened={drawerOpened}
        onClose={drawer.close}
        title={t('nav.menuTitle')}
        position="right"
        size="xs"
        hiddenFrom="lg"
        closeButtonProps={{ 'aria-label': t('help.close') }}
      >
        <Stack gap="lg">
          <NavEntries direction="column" onNavigate={drawer.close} />
          <LanguageSelect fullWidth />
          {user ? (
            <MobileAccountEntries user={user} onNavigate={drawer.close} />
          ) : (
            <VisitorButtons fullWidth onAction={drawer.close} />
          )}
        </Stack>
      </DeferredDrawer>
    </Group>
  );
}
