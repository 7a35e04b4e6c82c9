import {
  Alert,
  Anchor,
  Box,
  Button,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { StatsDto } from '@autolicit/shared';
import {
  IconAlertCircle,
  IconCar,
  IconChartBar,
  IconClock,
  IconExternalLink,
  IconRefresh,
  IconShieldCheck,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, formatNumber } from '../../../lib/i18n';
import { localeOf } from '../../../lib/language';
import { BULL_BOARD_PATH, QUEUE_STATES, type QueueHealth } from '../api/stats-api';
import { usePlatformStats } from '../hooks/use-platform-stats';
import { PanelTitle } from './panel-title';

const STAT_TILES: { key: keyof StatsDto; icon: ReactNode }[] = [
  { key: 'activeAuctions', icon: <IconClock size={20} aria-hidden /> },
  { key: 'totalVehicles', icon: <IconCar size={20} aria-hidden /> },
  { key: 'registeredUsers', icon: <IconUsers size={20} aria-hidden /> },
  { key: 'soldThisMonth', icon: <IconChartBar size={20} aria-hidden /> },
];

function averageLagSeconds(closeLag: NonNullable<QueueHealth['closeLag']>): string {
  // Closes normally land within a second of the end; one decimal tells "on time" from "slipping".
  return new Intl.NumberFormat(localeOf(currentLanguage()), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(closeLag.sumSeconds / closeLag.count);
}

/**
 * Spec §2/§6: the admin's platform statistics on the dashboard — the four numbers of §3 Stats and
 * the auction-close queue's health, with a way into Bull Board. Renders nothing unless the active
 * role is admin.
 */
export function PlatformStatsPanel() {
  const { t } = useTranslation('dashboard');
  const { isAdmin, stats, queue, refresh, refreshing } = usePlatformStats();
  if (!isAdmin) return null;

  const health = queue.data;
  return (
    <Paper
      component="section"
      aria-labelledby="platform-stats-title"
      withBorder
      radius="lg"
      p="lg"
      data-testid="platform-stats-panel"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="md" variant="light" color="red">
              <IconShieldCheck size={22} aria-hidden />
            </ThemeIcon>
            <PanelTitle
              id="platform-stats-title"
              title={t('platformStats.title')}
              subtitle={t('platformStats.subtitle')}
            />
          </Group>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={refresh}
            loading={refreshing}
          >
            {t('platformStats.refresh')}
          </Button>
        </Group>

        {stats.isError ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('platformStats.loadFailed')}>
            <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void stats.refetch()}>
              {t('errors.retry')}
            </Button>
          </Alert>
        ) : (
          // Each tile is a one-term list of its own: a dl may hold its terms only one wrapper deep.
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
            {STAT_TILES.map(({ key, icon }) => (
              <Paper key={key} withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Box c="dimmed" mt={2}>
                    {icon}
                  </Box>
                  <Box component="dl" m={0} style={{ minWidth: 0 }}>
                    <Text component="dt" size="sm" c="dimmed">
                      {t(`platformStats.${key}`)}
                    </Text>
                    <Text component="dd" m={0} fz={26} fw={800} lh={1.2}>
                      {stats.data ? formatNumber(stats.data[key]) : <Skeleton h={28} w={64} mt={4} />}
                    </Text>
                  </Box>
                </Group>
              </Paper>
            ))}
          </SimpleGrid>
        )}

        <Divider />

        <Stack gap="sm" component="section" aria-labelledby="platform-queue-title">
          <Group justify="space-between" gap="sm">
            <Title order={3} fz="h4" id="platform-queue-title">
              {t('platformStats.queueTitle')}
            </Title>
            {/* A server page, not a route of this app: a plain link, so the browser loads it. */}
            <Anchor href={BULL_BOARD_PATH} target="_blank" rel="noopener noreferrer" fw={600}>
              <Group gap={4} wrap="nowrap" component="span">
                {t('platformStats.bullBoard')}
                <IconExternalLink size={16} aria-hidden />
                <span className="visually-hidden">{t('platformStats.newTab')}</span>
              </Group>
            </Anchor>
          </Group>

          {queue.isPending ? (
            <Skeleton h={56} radius="md" />
          ) : !health ? (
            <Text size="sm" c="dimmed">
              {t('platformStats.queueUnavailable')}
            </Text>
          ) : (
            <>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0} data-testid="queue-health">
                {QUEUE_STATES.map((state) => (
                  <Box key={state}>
                    <Text component="dt" size="sm" c="dimmed">
                      {t(`platformStats.queueStates.${state}`)}
                    </Text>
                    <Text
                      component="dd"
                      m={0}
                      fw={700}
                      fz="lg"
                      c={state === 'failed' && health.jobs.failed > 0 ? 'red.7' : undefined}
                    >
                      {formatNumber(health.jobs[state])}
                    </Text>
                  </Box>
                ))}
              </SimpleGrid>
              <Text size="sm">
                <Text span c="dimmed">
                  {t('platformStats.closeLag')}:{' '}
                </Text>
                {health.closeLag && health.closeLag.count > 0
                  ? t('platformStats.closeLagValue', {
                      seconds: averageLagSeconds(health.closeLag),
                      count: health.closeLag.count,
                    })
                  : t('platformStats.noClosesYet')}
              </Text>
            </>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
