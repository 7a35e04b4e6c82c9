import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatPrice } from '../../../lib/i18n';
import { isLanguage } from '../../../lib/language';
import type { BidHistoryEntry } from '../lib/bid-history';

/**
 * Live bid history, newest first. The first entry is the high bid: "Highest" while the auction runs
 * or when it ended unsold, "Winning" only once the server has closed it as sold. The seller is not
 * invited to bid on their own car.
 */
export function BidHistory({
  entries,
  ended = false,
  sold = false,
  ownListing = false,
}: {
  entries: BidHistoryEntry[];
  ended?: boolean;
  sold?: boolean;
  ownListing?: boolean;
}) {
  const { t, i18n } = useTranslation('vehicle');
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'ro';
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="bid-history">
      <Title order={2} size="h4" mb="sm">
        {t('history.title')}
      </Title>
      {entries.length === 0 ? (
        <Text c="dimmed" size="sm">
          {ended ? t('history.emptyEnded') : ownListing ? t('history.emptyOwn') : t('history.empty')}
        </Text>
      ) : (
        <Stack gap={0} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-live="polite">
          {entries.map((entry) => (
            <Group
              key={entry.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              py="xs"
              style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
              data-testid="bid-history-entry"
            >
              <Stack gap={0}>
                <Group gap={6}>
                  <Text fw={600} size="sm">
                    {entry.bidderNumber === null
                      ? entry.bidderAlias
                      : t('history.bidder', { number: entry.bidderNumber })}
                  </Text>
                  {entry.isMine && (
                    <Badge size="xs" color="brand" variant="light" tt="none">
                      {t('history.you')}
                    </Badge>
                  )}
                  {/* Placed by the platform for a maximum: the maximum itself is never shown. */}
                  {entry.isAutomatic && (
                    <Badge size="xs" color="gray" variant="light" tt="none" data-testid="bid-automatic">
                      {t('history.automatic')}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {formatDateTime(entry.createdAt, language)}
                </Text>
              </Stack>
              {/* Amount above the badge: on a phone the badge must not squeeze the price. */}
              <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                <Text fw={700} c={entry.isHighest ? 'brand.8' : undefined} style={{ whiteSpace: 'nowrap' }}>
                  {formatPrice(entry.amount)}
                </Text>
                {entry.isHighest && (
                  <Badge size="sm" color="green" tt="none">
                    {sold ? t('history.winning') : t('history.highest')}
                  </Badge>
                )}
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
