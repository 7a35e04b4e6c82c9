import { Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/router-link';
import { formatNumber } from '../../../lib/i18n';
import type { DashboardTab } from '../lib/dashboard-tabs';

export interface StatCardProps {
  label: string;
  icon: ReactNode;
  /** Undefined while loading. */
  value: number | undefined;
  failed: boolean;
  /** The list behind the number was a full page, so the number is a lower bound. */
  capped: boolean;
  /** The tab that lists what is counted. */
  tab: DashboardTab;
}

/** One number of the user's activity; it links to the tab that lists what it counts. */
export function StatCard({ label, icon, value, failed, capped, tab }: StatCardProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Paper
      component={Link}
      to={{ search: `?tab=${tab}` }}
      withBorder
      radius="lg"
      p="md"
      style={{ textDecoration: 'none', color: 'inherit' }}
      data-testid={`stat-${tab}`}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="md" variant="light">
          {icon}
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          {value !== undefined ? (
            <Text fz={28} fw={800} lh={1.1}>
              {capped ? t('stats.atLeast', { count: formatNumber(value) }) : formatNumber(value)}
            </Text>
          ) : failed ? (
            <Text fz={28} fw={800} lh={1.1} c="dimmed">
              <span aria-hidden>–</span>
              <span className="visually-hidden">{t('stats.unavailable')}</span>
            </Text>
          ) : (
            <Skeleton h={30} w={48} />
          )}
          <Text size="sm" c="dimmed">
            {label}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
