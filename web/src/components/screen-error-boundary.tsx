import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadPage } from '../lib/reload-page';

function ScreenError() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center" role="alert">
        <Title order={1}>{t('errors.screenTitle')}</Title>
        <Text c="dimmed">{t('errors.screenBody')}</Text>
        <Button onClick={reloadPage}>{t('errors.reload')}</Button>
      </Stack>
    </Container>
  );
}

/**
 * A screen that throws while rendering (a bug, or its code chunk gone after a deploy) is replaced by
 * a message with a reload button; the header stays usable. Keyed by the path where it is used, so
 * navigating elsewhere tries again.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ScreenError /> : this.props.children;
  }
}
