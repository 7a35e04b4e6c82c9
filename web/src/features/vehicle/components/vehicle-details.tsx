import { getYoutubeVideoId, type VehicleDto, type VinFacts } from '@autolicit/shared';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRegionName } from '../../../lib/i18n';
import { getMakeLabel } from '../../../lib/makes';
import { ColumnGrid } from '../../../components/column-grid';
import { AspectBox } from '../../../components/aspect-box';

/** The video (when the seller gave one), the technical details and the description. */
export function VehicleDetails({ vehicle, title }: { vehicle: VehicleDto; title: string }) {
  const { t } = useTranslation('vehicle');
  const { t: tShared } = useTranslation();
  // The country's name comes from the browser (Intl), so no country table is shipped.
  const describeVinFacts = ({ manufacturer, country, modelYear }: VinFacts) =>
    [
      manufacturer && getMakeLabel(manufacturer),
      country && formatRegionName(country),
      modelYear && t('details.vinModelYear', { year: modelYear }),
    ]
      .filter(Boolean)
      .join(', ');
  const videoId = vehicle.youtubeUrl ? getYoutubeVideoId(vehicle.youtubeUrl) : null;
  return (
    <>
      {videoId && (
        <Card withBorder radius="lg" padding="lg">
          <Title order={2} size="h4" mb="sm">
            {t('page.video')}
          </Title>
          <AspectBox ratio={16 / 9}>
            <iframe
              src={`https://www.youtube-nocookie.com/embed/${videoId}`}
              title={t('page.videoTitle', { title })}
              loading="lazy"
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              style={{ border: 0, borderRadius: 'var(--mantine-radius-md)' }}
            />
          </AspectBox>
        </Card>
      )}

      <Card withBorder radius="lg" padding="lg">
        <Title order={2} size="h4" mb="sm">
          {t('page.details')}
        </Title>
        <ColumnGrid cols={{ base: 1, xs: 2 }} spacing="sm" component="dl" style={{ margin: 0 }}>
          <Detail label={t('details.vin')} value={vehicle.vin} mono />
          <Detail label={t('details.year')} value={String(vehicle.year)} />
          <Detail label={t('details.make')} value={vehicle.make} />
          <Detail label={t('details.model')} value={vehicle.model} />
          <Detail
            label={t('details.transmission')}
            value={tShared(`options.transmission.${vehicle.transmission ?? 'manual'}`)}
          />
          <Detail label={t('details.drivetrain')} value={t(`drivetrain.${vehicle.drivetrain ?? 'rwd'}`)} />
          {vehicle.vinFacts && <Detail label={t('details.vinFacts')} value={describeVinFacts(vehicle.vinFacts)} />}
        </ColumnGrid>
      </Card>

      <Card withBorder radius="lg" padding="lg">
        <Title order={2} size="h4" mb="sm">
          {t('page.description')}
        </Title>
        <Text style={{ whiteSpace: 'pre-line' }} c={vehicle.description ? undefined : 'dimmed'}>
          {vehicle.description || t('page.noDescription')}
        </Text>
      </Card>
    </>
  );
}

function Detail({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <Stack gap={0}>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} ff={mono ? 'monospace' : undefined} style={{ wordBreak: 'break-all' }}>
        {value}
      </Text>
    </Stack>
  );
}
