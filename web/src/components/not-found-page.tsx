import { Button, Code, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Link } from './router-link';

/** Any unknown path (spec §2): "Page Not Found" plus a developer-style hint naming the path. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={72} fw={800} c="brand.7" lh={1} aria-hidden>
          {t('notFound.code')}
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.body')}</Text>
        <Code block w="100%" ta="left" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {t('notFound.hint', { path: pathname })}
        </Code>
        <Button component={Link} to="/">
          {t('notFound.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
