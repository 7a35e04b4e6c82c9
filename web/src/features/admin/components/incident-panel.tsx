import { Button, Group, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../hooks/use-current-user';
import { useIncidentExtension } from '../hooks/use-incident-extension';
import { PanelTitle } from './panel-title';

/** "2026-11-25T10:30" in the browser's time zone, as a datetime-local input holds it. */
function toLocalInput(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/**
 * After an outage the operator gives its auctions their final minutes back: the window (local
 * time) and how many minutes; every running auction ending in it or up to 30 minutes after gets
 * them, and its watchers see their countdowns move.
 */
export function IncidentPanel() {
  const { t } = useTranslation('admin');
  const { user } = useCurrentUser();
  const now = new Date();
  const [from, setFrom] = useState(() => toLocalInput(new Date(now.getTime() - 30 * 60_000)));
  const [to, setTo] = useState(() => toLocalInput(now));
  const [minutes, setMinutes] = useState<number | ''>(15);
  const mutation = useIncidentExtension();
  if (user?.role !== 'admin') return null;

  const fromDate = new Date(from);
  const toDate = new Date(to);
  const windowError = !(toDate.getTime() > fromDate.getTime()) ? t('incident.windowError') : undefined;
  const minutesError = minutes === '' || minutes < 1 || minutes > 1440 ? t('incident.minutesError') : undefined;

  return (
    <Paper
      component="section"
      aria-labelledby="incident-title"
      withBorder
      radius="lg"
      p="lg"
      data-testid="incident-panel"
    >
      <Stack gap="md">
        <PanelTitle id="incident-title" title={t('incident.title')} subtitle={t('incident.subtitle')} />
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (windowError || minutesError) return;
            mutation.mutate({ from: fromDate.toISOString(), to: toDate.toISOString(), minutes: Number(minutes) });
          }}
        >
          <Stack gap="sm">
            <Group grow align="flex-start">
              <TextInput
                type="datetime-local"
                label={t('incident.from')}
                value={from}
                onChange={(event) => setFrom(event.currentTarget.value)}
              />
              <TextInput
                type="datetime-local"
                label={t('incident.to')}
                value={to}
                onChange={(event) => setTo(event.currentTarget.value)}
                error={windowError}
              />
              <NumberInput
                label={t('incident.minutes')}
                value={minutes}
                onChange={(value) => setMinutes(typeof value === 'number' ? value : '')}
                min={1}
                max={1440}
                allowDecimal={false}
                error={minutesError}
              />
            </Group>
            <Text size="sm" c="dimmed">
              {t('incident.rule')}
            </Text>
            <Group justify="flex-end">
              <Button type="submit" loading={mutation.isPending}>
                {t('incident.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
