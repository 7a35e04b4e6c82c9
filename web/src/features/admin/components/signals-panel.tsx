import type { ShillSignalDto, SignalPartyDto, SignalVehicleDto } from '@autolicit/shared';
import { Alert, Anchor, Badge, Button, Group, Loader, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/router-link';
import { formatDateTime, formatPrice } from '../../../lib/i18n';
import { SIGNAL_PERIODS, type SignalPeriod } from '../api/signals-api';
import { useShillSignals } from '../hooks/use-shill-signals';
import { PanelTitle } from './panel-title';

function Party({ role, party }: { role: 'bidder' | 'asker' | 'seller'; party: SignalPartyDto }) {
  const { t } = useTranslation('admin');
  return <Text size="sm">{t(`signals.${role}`, { name: party.name, email: party.email })}</Text>;
}

function Vehicles({ vehicles }: { vehicles: SignalVehicleDto[] }) {
  const { t } = useTranslation('admin');
  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed">
        {t('signals.auctions')}
      </Text>
      {vehicles.map((vehicle) => (
        <Anchor key={vehicle.id} component={Link} to={`/vehicle/${vehicle.id}`} size="sm">
          {vehicle.title} ({t(`signals.status.${vehicle.status}`, { defaultValue: vehicle.status })})
        </Anchor>
      ))}
    </Group>
  );
}

/** The evidence of one signal, in sentences an operator can act on. */
function Evidence({ signal }: { signal: ShillSignalDto }) {
  const { t } = useTranslation('admin');
  switch (signal.kind) {
    case 'bid-from-seller-client':
      return (
        <>
          <Party role="bidder" party={signal.bidder} />
          <Party role="seller" party={signal.seller} />
          <Text size="sm">
            {t(`signals.bidFrom.${signal.bid.via}`, {
              amount: signal.bid.amount ? formatPrice(signal.bid.amount) : t('signals.maximumOnly'),
              date: formatDateTime(signal.bid.placedAt),
              value: signal.bid.value,
            })}
          </Text>
          <Vehicles vehicles={[signal.vehicle]} />
        </>
      );
    case 'question-from-seller-client':
      return (
        <>
          <Party role="asker" party={signal.bidder} />
          <Party role="seller" party={signal.seller} />
          <Text size="sm">
            {t(`signals.questionFrom.${signal.question.via}`, {
              date: formatDateTime(signal.question.askedAt),
              value: signal.question.value,
            })}
          </Text>
          <Vehicles vehicles={[signal.vehicle]} />
        </>
      );
    case 'shared-client':
      return (
        <>
          <Party role="bidder" party={signal.bidder} />
          <Party role="seller" party={signal.seller} />
          {signal.shared.map((client) => (
            <Text size="sm" key={`${client.via}-${client.value}`}>
              {t(`signals.shared.${client.via}`, {
                value: client.value,
                bidderSeen: formatDateTime(client.bidderLastSeen),
                sellerSeen: formatDateTime(client.sellerLastSeen),
              })}
            </Text>
          ))}
          <Text size="sm">{t('signals.bidsOnSeller', { count: signal.bidCount })}</Text>
          <Vehicles vehicles={signal.vehicles} />
        </>
      );
    case 'seller-concentration':
      return (
        <>
          <Party role="bidder" party={signal.bidder} />
          <Party role="seller" party={signal.seller} />
          <Text size="sm">
            {t('signals.concentration', {
              seller: signal.sellerAuctions,
              total: signal.totalAuctions,
              bids: signal.bidCount,
              wins: signal.wins,
            })}
          </Text>
          <Vehicles vehicles={signal.vehicles} />
        </>
      );
    case 'minimum-raises':
      return (
        <>
          <Party role="bidder" party={signal.bidder} />
          <Text size="sm">
            {t('signals.minimumRaises', {
              count: signal.minimumRaises,
              auctions: signal.vehicles.length,
              ended: signal.endedAuctions,
            })}
          </Text>
          <Text size="sm">
            {t('signals.sellers', { sellers: signal.sellers.map((s) => `${s.name} (${s.email})`).join(', ') })}
          </Text>
          <Vehicles vehicles={signal.vehicles} />
        </>
      );
  }
}

const signalKey = (signal: ShillSignalDto): string =>
  `${signal.kind}:${signal.bidder.id}:${'seller' in signal ? signal.seller.id : ''}:${signal.kind === 'bid-from-seller-client' ? signal.bid.placedAt : signal.kind === 'question-from-seller-client' ? signal.question.askedAt : ''}`;

/**
 * "Semnale de licitare fictivă": suspicious patterns with their evidence, for an operator to judge.
 * Nothing here blocks anyone; opening the list is audited.
 */
export function SignalsPanel() {
  const { t } = useTranslation('admin');
  const { isAdmin, days, setDays, open, show, signals } = useShillSignals();
  if (!isAdmin) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="signals-title"
      withBorder
      radius="lg"
      p="lg"
      data-testid="signals-panel"
    >
      <Stack gap="md">
        <PanelTitle
          id="signals-title"
          title={t('signals.title')}
          subtitle={t('signals.subtitle', { days: signals.data?.retentionDays ?? 90 })}
        />
        {!open ? (
          <Group>
            <Button variant="light" onClick={show}>
              {t('signals.show')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('signals.audited')}
            </Text>
          </Group>
        ) : (
          <>
            <SegmentedControl
              aria-label={t('signals.period')}
              value={String(days)}
              onChange={(value) => setDays(Number(value) as SignalPeriod)}
              data={SIGNAL_PERIODS.map((period) => ({
                value: String(period),
                label: t('signals.days', { count: period }),
              }))}
              style={{ alignSelf: 'flex-start' }}
            />
            {signals.isPending && <Loader size="sm" aria-label={t('signals.loading')} />}
            {signals.isError && <Alert color="red">{t('signals.loadFailed')}</Alert>}
            {signals.data && signals.data.signals.length === 0 && <Text c="dimmed">{t('signals.none')}</Text>}
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {signals.data?.signals.map((signal) => (
                <Paper component="li" key={signalKey(signal)} withBorder radius="md" p="md" data-testid="shill-signal">
                  <Stack gap={4}>
                    <Badge
                      color="orange.9"
                      variant="light"
                      tt="none"
                      className="wrapping-badge"
                      style={{ alignSelf: 'flex-start' }}
                    >
                      {t(`signals.kind.${signal.kind}`)}
                    </Badge>
                    <Evidence signal={signal} />
                  </Stack>
                </Paper>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
