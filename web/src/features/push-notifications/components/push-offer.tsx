import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBell, IconBellOff, IconDeviceMobile } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { type PushSetup, usePushSetup } from '../hooks/use-push-setup';
import { PUSH_NS, registerPushTexts } from '../lib/push-texts';

/**
 * Offers push after a bid (the vehicle page's bid panel): only while it can still be turned on here
 * — or on an iPhone, the Home Screen explanation — and the confirmation once it was.
 */
export function PushOffer() {
  registerPushTexts();
  const setup = usePushSetup();
  // Once offered it stays, so turning it on (or being refused) shows its outcome here.
  const [offered, setOffered] = useState(false);
  if (!offered && (setup.state.kind === 'off' || setup.state.kind === 'ios-install')) setOffered(true);
  // Already on, blocked, unsupported or not offered by the deployment: nothing to say after a bid.
  if (!offered) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="push-offer">
      <PushSetupView setup={setup} titleOrder={3} />
    </Paper>
  );
}

/** Where push stands on this device and what can be done about it; the devices section shows it at its top. */
export function PushSetupView({ setup, titleOrder }: { setup: PushSetup; titleOrder: 2 | 3 | 4 }) {
  registerPushTexts();
  const { t } = useTranslation(PUSH_NS);
  const { state } = setup;
  if (state.kind === 'ios-install') {
    return (
      <Stack gap="xs" data-testid="push-ios-install">
        <Group gap="xs" wrap="nowrap">
          <IconDeviceMobile size={20} aria-hidden />
          <Title order={titleOrder} fz="md">
            {t('ios.title')}
          </Title>
        </Group>
        <Text size="sm">{t('ios.intro')}</Text>
        <List type="ordered" size="sm" spacing={2}>
          <List.Item>{t('ios.share')}</List.Item>
          <List.Item>{t('ios.add')}</List.Item>
          <List.Item>{t('ios.open')}</List.Item>
        </List>
      </Stack>
    );
  }
  const note = (text: string) => (
    <Group gap="xs" wrap="nowrap" role="status">
      {state.kind === 'on' ? <IconBell size={20} aria-hidden /> : <IconBellOff size={20} aria-hidden />}
      <Text size="sm" fw={state.kind === 'on' ? 600 : undefined}>
        {text}
      </Text>
    </Group>
  );
  return (
    <Stack gap="xs" data-testid="push-setup" data-state={state.kind}>
      <Title order={titleOrder} fz="md">
        {t('offer.title')}
      </Title>
      {state.kind === 'on' && note(t('offer.on'))}
      {state.kind === 'denied' && note(t('offer.denied'))}
      {state.kind === 'unsupported' && note(t('offer.unsupported'))}
      {state.kind === 'disabled' && note(t('offer.disabled'))}
      {(state.kind === 'off' || state.kind === 'checking') && (
        <>
          <Text size="sm">{t('offer.explain')}</Text>
          <Group>
            <Button
              leftSection={<IconBell size={16} aria-hidden />}
              onClick={() => void setup.turnOn()}
              loading={setup.turningOn || state.kind === 'checking'}
            >
              {t('offer.turnOn')}
            </Button>
          </Group>
        </>
      )}
      {setup.error != null && (
        <Alert color="red" title={t('offer.failed')}>
          {getErrorMessage(setup.error, i18n)}
        </Alert>
      )}
    </Stack>
  );
}
