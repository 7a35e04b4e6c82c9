import type { VehicleDto } from '@autolicit/shared';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconGauge, IconManualGearbox, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n';
import { isLanguage } from '../../../lib/language';

const CONDITION_COLORS: Record<VehicleDto['condition'], string> = {
  excellent: 'green',
  'very-good': 'green',
  good: 'teal',
  fair: 'yellow',
  poor: 'red',
};

/** The title (with `watch`, the watchlist heart, beside it), the key facts and the seller's badges. */
export function VehicleHeader({ vehicle, title, watch }: { vehicle: VehicleDto; title: string; watch?: ReactNode }) {
  const { t, i18n } = useTranslation('vehicle');
  const { t: tShared } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'ro';
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={1}>{title}</Title>
        {watch}
      </Group>
      <Group gap="md" c="dimmed">
        <Group gap={4} wrap="nowrap">
          <IconGauge size={18} aria-hidden />
          <Text size="sm">
            <span className="visually-hidden">{t('details.mileage')}: </span>
            {tShared('vehicle.mileage', { value: formatNumber(vehicle.mileage, language) })}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <IconManualGearbox size={18} aria-hidden />
          <Text size="sm">{tShared(`options.transmission.${vehicle.transmission ?? 'manual'}`)}</Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <IconEye size={18} aria-hidden />
          <Text size="sm">{t('page.views', { count: vehicle.viewCount })}</Text>
        </Group>
        {vehicle.location && (
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={18} aria-hidden />
            <Text size="sm">{vehicle.location}</Text>
          </Group>
        )}
      </Group>
      <Group gap="xs">
        <Badge color={CONDITION_COLORS[vehicle.condition]} variant="light" tt="none">
          {t(`condition.${vehicle.condition}`)}
        </Badge>
        <Badge color={vehicle.sellerType === 'business' ? 'violet' : 'gray'} variant="light" tt="none">
          {t(`sellerType.${vehicle.sellerType}`)}
        </Badge>
        {vehicle.sellerVerifiedDealer && (
          <Badge color="green.9" variant="light" tt="none" data-testid="verified-dealer-badge">
            {t('verifiedDealer')}
          </Badge>
        )}
      </Group>
    </Stack>
  );
}
