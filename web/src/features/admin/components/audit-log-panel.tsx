import { Alert, Badge, Paper, ScrollArea, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { AuditEventDto } from '@autolicit/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/i18n';
import { useAuditEvents } from '../hooks/use-audit-events';
import { PanelTitle } from './panel-title';

function EventRow({ event }: { event: AuditEventDto }) {
  const { t } = useTranslation('dashboard');
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.occurredAt)}</Table.Td>
      <Table.Td>
        {/* Event names have dots (login.mfa); locale keys cannot. */}
        {t(`auditLog.events.${event.event.replace(/\./g, '_')}`, { defaultValue: event.event })}
        {event.actorEmail ? (
          <Text size="xs" c="dimmed">
            {t('auditLog.by', { email: event.actorEmail })}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td style={{ wordBreak: 'break-all' }}>{event.userEmail ?? t('auditLog.unknownAccount')}</Table.Td>
      <Table.Td>{event.ip ?? '—'}</Table.Td>
      <Table.Td>
        {/* A table squeezes its cells: the badge keeps its word whole ("SUCCEEDED") instead of an ellipsis. */}
        <Badge color={event.outcome === 'success' ? 'green.9' : 'red.9'} variant="light" miw="max-content">
          {t(`auditLog.${event.outcome}`)}
        </Badge>
      </Table.Td>
    </Table.Tr>
  );
}

/** The admin dashboard's view of the security audit log (GET /api/admin/audit-events). */
export function AuditLogPanel() {
  const { t } = useTranslation('dashboard');
  const { isAdmin, events } = useAuditEvents();
  if (!isAdmin) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="audit-log-title"
      withBorder
      radius="lg"
      p="lg"
      data-testid="audit-log-panel"
    >
      <Stack gap="sm">
        <PanelTitle id="audit-log-title" title={t('auditLog.title')} subtitle={t('auditLog.subtitle')} />
        {events.isPending ? (
          <Skeleton h={120} radius="md" />
        ) : events.isError ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('auditLog.loadFailed')} />
        ) : events.data.length === 0 ? (
          <Text size="sm">{t('auditLog.empty')}</Text>
        ) : (
          // Wider than a phone: the scrolled region takes focus so that keyboard users can scroll it.
          <ScrollArea type="auto" viewportProps={{ tabIndex: 0, role: 'region', 'aria-labelledby': 'audit-log-title' }}>
            <Table striped highlightOnHover miw={640}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('auditLog.when')}</Table.Th>
                  <Table.Th scope="col">{t('auditLog.event')}</Table.Th>
                  <Table.Th scope="col">{t('auditLog.account')}</Table.Th>
                  <Table.Th scope="col">{t('auditLog.address')}</Table.Th>
                  <Table.Th scope="col">{t('auditLog.outcome')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {events.data.map((event) => (
                  <EventRow key={event.id} event={event} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Stack>
    </Paper>
  );
}
