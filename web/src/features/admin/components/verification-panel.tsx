import type { ProfessionalReviewDto } from '@autolicit/shared';
import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/i18n';
import { useProfessionalReviews } from '../hooks/use-professional-reviews';
import { PanelTitle } from './panel-title';

function Check({ ok, label }: { ok: boolean | null; label: string }) {
  if (ok === null) return null;
  return (
    <Badge color={ok ? 'green.9' : 'red.9'} variant="light" tt="none">
      {label}
    </Badge>
  );
}

function PendingTrader({
  trader,
  onDecide,
  busy,
}: {
  trader: ProfessionalReviewDto;
  onDecide: (reason: string | null) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('admin');
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const reasonTooShort = reason.trim().length < 5;
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="pending-trader">
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start">
          <Text fw={700}>
            {trader.companyName}
            {trader.tradingName ? ` (${trader.tradingName})` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {t('verification.registered', { date: formatDateTime(trader.registeredAt) })}
          </Text>
        </Group>
        <Text size="sm">
          {trader.firstName} {trader.lastName}, {trader.position} · {trader.email} · {trader.phone}
        </Text>
        <Text size="sm">
          {trader.vatNumber} ({trader.country}) · {trader.registrationNumber} · {trader.companyAddress},{' '}
          {trader.postalCode} {trader.city}
        </Text>
        <Text size="sm" c="dimmed">
          {trader.businessDescription}
        </Text>
        <Group gap="xs">
          <Check
            ok={trader.vatFormatValid}
            label={t(trader.vatFormatValid ? 'verification.vatOk' : 'verification.vatBad')}
          />
          <Check
            ok={trader.cuiCheckDigitValid}
            label={t(trader.cuiCheckDigitValid ? 'verification.cuiOk' : 'verification.cuiBad')}
          />
        </Group>
        {rejecting ? (
          <Group align="flex-end">
            <TextInput
              label={t('verification.reason')}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button color="red.8" disabled={reasonTooShort} loading={busy} onClick={() => onDecide(reason.trim())}>
              {t('verification.confirmReject')}
            </Button>
          </Group>
        ) : (
          <Group gap="xs">
            <Button size="xs" color="green.8" loading={busy} onClick={() => onDecide(null)}>
              {t('verification.approve')}
            </Button>
            <Button size="xs" variant="light" color="red.8" onClick={() => setRejecting(true)}>
              {t('verification.reject')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** "Verificări": the professional accounts waiting for an admin's decision, with what the wizard collected. */
export function VerificationPanel() {
  const { t } = useTranslation('admin');
  const { isAdmin, pending, decide } = useProfessionalReviews();
  if (!isAdmin) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="verification-title"
      withBorder
      radius="lg"
      p="lg"
      data-testid="verification-panel"
    >
      <Stack gap="md">
        <PanelTitle id="verification-title" title={t('verification.title')} subtitle={t('verification.subtitle')} />
        {pending.isError && <Alert color="red">{t('verification.loadFailed')}</Alert>}
        {pending.data && pending.data.length === 0 && <Text c="dimmed">{t('verification.none')}</Text>}
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {pending.data?.map((trader) => (
            <PendingTrader
              key={trader.userId}
              trader={trader}
              busy={decide.isPending && decide.variables?.userId === trader.userId}
              onDecide={(reason) => decide.mutate({ userId: trader.userId, reason })}
            />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
