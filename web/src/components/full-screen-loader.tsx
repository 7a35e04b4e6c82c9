import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Covers the whole viewport while the current user loads (spec §2), announced to screen readers. */
export function FullScreenLoader() {
  const { t } = useTranslation();
  return (
    <Center h="100vh" w="100%" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="lg" aria-hidden />
        <Text c="dimmed" size="sm">
          {t('loader.label')}
        </Text>
      </Stack>
    </Center>
  );
}
