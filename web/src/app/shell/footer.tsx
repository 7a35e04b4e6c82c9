import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/router-link';
import { useShellModals } from '../../lib/shell-modal-store';
import { LEGAL_PATHS } from '../../lib/legal-paths';
import { ColumnGrid } from '../../components/column-grid';

export function Footer() {
  const { t } = useTranslation();
  const openModal = useShellModals((s) => s.openModal);
  return (
    <Container size="xl" py="xl">
      <ColumnGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Stack gap={4}>
          <Text fw={800} c="brand.8">
            {t('app.name')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('footer.about')}
          </Text>
        </Stack>
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {t('footer.explore')}
          </Text>
          <Anchor component={Link} to="/vehicles" size="sm">
            {t('nav.browse')}
          </Anchor>
          <Anchor component={Link} to="/advanced-search" size="sm">
            {t('nav.advancedSearch')}
          </Anchor>
        </Stack>
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {t('footer.help')}
          </Text>
          <Anchor component="button" type="button" size="sm" ta="left" onClick={() => openModal('how-it-works')}>
            {t('nav.howItWorks')}
          </Anchor>
          {/* Spec §2: the terms open in a new tab. */}
          <Anchor href={LEGAL_PATHS.terms} target="_blank" rel="noopener" size="sm">
            {t('footer.terms')}
          </Anchor>
          <Anchor href={LEGAL_PATHS.privacy} target="_blank" rel="noopener" size="sm">
            {t('footer.privacy')}
          </Anchor>
        </Stack>
      </ColumnGrid>
      <Group mt="lg">
        <Text size="xs" c="dimmed">
          {t('footer.rights', { year: new Date().getFullYear() })}
        </Text>
      </Group>
    </Container>
  );
}
