import { Anchor, Badge, Box, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { HOME_RECENT_BIDS, type UserDto } from '@autolicit/shared';
import { IconAdjustmentsHorizontal, IconCar, IconHeart, IconLayoutDashboard, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/router-link';
import { useShellModals } from '../../../lib/shell-modal-store';
import { vehicleTitle } from '../../../components/vehicle-title';
import { formatDateTime, formatNumber, formatPrice } from '../../../lib/i18n';
import { useVehicleList } from '../../../features/browse/api/vehicle-search-api';
import { useUserBids, useUserWatchlist } from '../../../hooks/use-user-lists';
import { HOME_NEWEST_QUERY } from './home-queries';
import { VehicleGrid } from '../../../components/vehicle-grid';
import { countActiveBids } from '../../../features/dashboard/lib/dashboard-stats';
import { HomeSearchCard } from './home-search-card';
import { ColumnGrid } from '../../../components/column-grid';

const FEATURED_SHOWN = 4;

function ActivityCard({ userId }: { userId: string }) {
  const { t } = useTranslation('home');
  const bids = useUserBids(userId);
  const watchlist = useUserWatchlist(userId);
  const tile = (label: string, value: number | undefined, failed: boolean, to: string) => (
    <Paper withBorder radius="md" p="md" component={Link} to={to} style={{ textDecoration: 'none', color: 'inherit' }}>
      {value !== undefined ? (
        <Text fz={28} fw={800} lh={1.1}>
          {formatNumber(value)}
        </Text>
      ) : failed ? (
        <Text fz={28} fw={800} c="dimmed">
          –
        </Text>
      ) : (
        <Skeleton h={30} w={40} />
      )}
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Paper>
  );
  return (
    <Paper withBorder radius="lg" p="lg" h="100%">
      <Title order={2} fz="h4" mb="md">
        {t('activityTitle')}
      </Title>
      <ColumnGrid cols={2}>
        {tile(t('activeBids'), bids.data ? countActiveBids(bids.data) : undefined, bids.isError, '/dashboard')}
        {tile(t('watchlist'), watchlist.data?.length, watchlist.isError, `/users/${userId}/watchlist`)}
      </ColumnGrid>
    </Paper>
  );
}

function QuickActions({ user }: { user: UserDto }) {
  const { t } = useTranslation('home');
  const openModal = useShellModals((s) => s.openModal);
  const canList = user.role === 'seller' || user.role === 'dealer';
  return (
    <Paper withBorder radius="lg" p="lg" h="100%">
      <Title order={2} fz="h4" mb="md">
        {t('quickActionsTitle')}
      </Title>
      <ColumnGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Button component={Link} to="/vehicles" variant="light" leftSection={<IconCar size={16} aria-hidden />}>
          {t('actions.browse')}
        </Button>
        <Button
          component={Link}
          to="/advanced-search"
          variant="light"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
        >
          {t('actions.advancedSearch')}
        </Button>
        <Button
          component={Link}
          to="/dashboard"
          variant="light"
          leftSection={<IconLayoutDashboard size={16} aria-hidden />}
        >
          {t('actions.dashboard')}
        </Button>
        <Button
          component={Link}
          to={`/users/${user.id}/watchlist`}
          variant="light"
          leftSection={<IconHeart size={16} aria-hidden />}
        >
          {t('actions.watchlist')}
        </Button>
        {canList && (
          <Button onClick={() => openModal('list-vehicle')} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('actions.listVehicle')}
          </Button>
        )}
      </ColumnGrid>
    </Paper>
  );
}

function RecentBids({ userId }: { userId: string }) {
  const { t } = useTranslation('home');
  const bids = useUserBids(userId);
  const recent = (bids.data ?? []).slice(0, HOME_RECENT_BIDS);
  return (
    <section aria-labelledby="home-recent-bids">
      <Title order={2} id="home-recent-bids" mb="md">
        {t('recentBidsTitle')}
      </Title>
      {bids.isPending ? (
        <Stack gap="sm">
          {Array.from({ length: HOME_RECENT_BIDS }, (_, i) => (
            <Skeleton key={i} h={64} radius="md" />
          ))}
        </Stack>
      ) : bids.isError ? (
        <Text c="dimmed">{t('loadError')}</Text>
      ) : recent.length === 0 ? (
        <Text c="dimmed">{t('noBids')}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {recent.map((bid) => (
            <Paper key={bid.id} component="li" withBorder radius="md" p="md">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Box style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={`/vehicle/${bid.vehicleId}`} fw={600} lineClamp={1}>
                    {vehicleTitle(bid.vehicle)}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {formatDateTime(bid.createdAt)}
                  </Text>
                </Box>
                <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                  <Text fw={800}>{formatPrice(bid.amount)}</Text>
                  <Badge color={bid.isHighest ? 'green' : 'orange'} variant="light">
                    {bid.isHighest ? t('highest') : t('outbid')}
                  </Badge>
                </Stack>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </section>
  );
}

function FeaturedAuctions() {
  const { t } = useTranslation('home');
  const list = useVehicleList(HOME_NEWEST_QUERY);
  const vehicles = (list.data?.items ?? []).slice(0, FEATURED_SHOWN);
  return (
    <section aria-labelledby="home-featured">
      <Group justify="space-between" align="flex-end" mb="md">
        <Title order={2} id="home-featured">
          {t('featuredTitle')}
        </Title>
        <Anchor component={Link} to="/vehicles" fw={600}>
          {t('viewAll')}
        </Anchor>
      </Group>
      {list.isError ? (
        <Text c="dimmed">{t('loadError')}</Text>
      ) : !list.isPending && vehicles.length === 0 ? (
        <Text c="dimmed">{t('noEndingSoon')}</Text>
      ) : (
        <VehicleGrid
          vehicles={vehicles}
          loading={list.isPending}
          placeholders={FEATURED_SHOWN}
          cols={{ base: 1, sm: 2, lg: 4 }}
        />
      )}
    </section>
  );
}

/** The signed-in home: welcome, search with the advanced link, activity, quick actions, featured, latest bids. */
export function SignedInHome({ user }: { user: UserDto }) {
  const { t } = useTranslation('home');
  const name = user.firstName || user.email;
  return (
    <Container size="xl" py="xl">
      <Stack gap={40}>
        <Box>
          <Title order={1}>{t('welcome', { name })}</Title>
          <Text c="dimmed">{t('welcomeSubtitle')}</Text>
        </Box>
        <HomeSearchCard withAdvancedLink />
        <ColumnGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <ActivityCard userId={user.id} />
          <QuickActions user={user} />
        </ColumnGrid>
        <FeaturedAuctions />
        <RecentBids userId={user.id} />
      </Stack>
    </Container>
  );
}
