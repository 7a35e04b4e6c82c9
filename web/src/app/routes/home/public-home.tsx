import {
  Anchor,
  Box,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { HOME_PUBLIC_LIMIT, type StatsDto } from '@autolicit/shared';
import {
  IconCar,
  IconChartBar,
  IconClock,
  IconCrown,
  IconGauge,
  IconMountain,
  IconUsers,
  IconTrophy,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/router-link';
import { formatNumber } from '../../../lib/i18n';
import { usePublicStats, useVehicleList } from '../../../features/browse/api/vehicle-search-api';
import { VehicleGrid } from '../../../components/vehicle-grid';
import { HOME_ENDING_SOON_QUERY } from './home-queries';
import { HomeSearchCard } from './home-search-card';
import { ColumnGrid } from '../../../components/column-grid';

const STAT_TILES: { key: keyof StatsDto; icon: ReactNode }[] = [
  { key: 'activeAuctions', icon: <IconClock size={22} aria-hidden /> },
  { key: 'totalVehicles', icon: <IconCar size={22} aria-hidden /> },
  { key: 'registeredUsers', icon: <IconUsers size={22} aria-hidden /> },
  { key: 'soldThisMonth', icon: <IconChartBar size={22} aria-hidden /> },
];

const CATEGORY_TILES = [
  { category: 'luxury', icon: <IconCrown size={28} aria-hidden /> },
  { category: 'classic', icon: <IconTrophy size={28} aria-hidden /> },
  { category: 'suv', icon: <IconMountain size={28} aria-hidden /> },
  { category: 'sports', icon: <IconGauge size={28} aria-hidden /> },
] as const;

export function StatTiles() {
  const { t } = useTranslation('home');
  const stats = usePublicStats();
  return (
    <section aria-labelledby="home-stats-title">
      <Title order={2} id="home-stats-title" className="visually-hidden">
        {t('statsTitle')}
      </Title>
      <ColumnGrid cols={{ base: 2, md: 4 }} spacing="md">
        {STAT_TILES.map(({ key, icon }) => (
          <Paper key={key} withBorder radius="lg" p="md">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size={42} radius="md" variant="light">
                {icon}
              </ThemeIcon>
              <Box>
                {stats.data ? (
                  <Text fz={26} fw={800} lh={1.1}>
                    {formatNumber(stats.data[key])}
                  </Text>
                ) : stats.isError ? (
                  <Text fz={26} fw={800} lh={1.1} c="dimmed">
                    –
                  </Text>
                ) : (
                  <Skeleton h={28} w={60} />
                )}
                <Text size="sm" c="dimmed">
                  {t(`stats.${key}`)}
                </Text>
              </Box>
            </Group>
          </Paper>
        ))}
      </ColumnGrid>
    </section>
  );
}

function EndingSoon() {
  const { t } = useTranslation('home');
  const list = useVehicleList(HOME_ENDING_SOON_QUERY);
  const vehicles = list.data?.items ?? [];
  return (
    <section aria-labelledby="home-ending-soon">
      <Group justify="space-between" align="flex-end" mb="md">
        <Box>
          <Title order={2} id="home-ending-soon">
            {t('endingSoonTitle')}
          </Title>
          <Text c="dimmed">{t('endingSoonSubtitle')}</Text>
        </Box>
        <Anchor component={Link} to="/vehicles?sort=ending-soon" fw={600}>
          {t('viewAll')}
        </Anchor>
      </Group>
      {list.isError ? (
        <Text c="dimmed">{t('loadError')}</Text>
      ) : !list.isPending && vehicles.length === 0 ? (
        <Text c="dimmed">{t('noEndingSoon')}</Text>
      ) : (
        <VehicleGrid vehicles={vehicles} loading={list.isPending} placeholders={HOME_PUBLIC_LIMIT} />
      )}
    </section>
  );
}

function CategoryTiles() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-categories">
      <Title order={2} id="home-categories" mb="md">
        {t('categoriesTitle')}
      </Title>
      <ColumnGrid cols={{ base: 2, md: 4 }} spacing="md">
        {CATEGORY_TILES.map(({ category, icon }) => {
          const name = t(`categories.${category}`);
          return (
            <UnstyledButton
              key={category}
              component={Link}
              to={`/vehicles?category=${category}`}
              aria-label={t('categoryLink', { name })}
              style={{ borderRadius: 'var(--mantine-radius-lg)' }}
            >
              <Paper withBorder radius="lg" p="lg" h="100%">
                <Stack align="center" gap="xs">
                  <ThemeIcon size={56} radius="xl" variant="light">
                    {icon}
                  </ThemeIcon>
                  <Text fw={700}>{name}</Text>
                </Stack>
              </Paper>
            </UnstyledButton>
          );
        })}
      </ColumnGrid>
    </section>
  );
}

/** The public landing view: hero with search, stats, ending soon, categories (the footer is the shell's). */
export function PublicHome() {
  const { t } = useTranslation('home');
  return (
    <>
      <Box bg="brand.8" c="white" py={{ base: 'xl', md: 64 }}>
        <Container size="xl">
          <ColumnGrid cols={{ base: 1, md: 2 }} spacing="xl" style={{ alignItems: 'center' }}>
            <Stack gap="sm">
              <Title order={1} fz={{ base: 30, md: 44 }} lh={1.15}>
                {t('heroTitle')}
              </Title>
              <Text fz="lg" opacity={0.9}>
                {t('heroSubtitle')}
              </Text>
            </Stack>
            <Box c="var(--mantine-color-text)">
              <HomeSearchCard withAdvancedLink />
            </Box>
          </ColumnGrid>
        </Container>
      </Box>
      <Container size="xl" py="xl">
        <Stack gap={48}>
          <StatTiles />
          <EndingSoon />
          <CategoryTiles />
        </Stack>
      </Container>
    </>
  );
}
