import { Badge, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export type PageTitleKey =
  | 'pages.home' | 'pages.browse' | 'pages.vehicle' | 'pages.dashboard' | 'pages.advancedSearch'
  | 'pages.resetPassword' | 'pages.watchlist' | 'pages.terms';

/** Placeholder for a screen that is not built yet: says so plainly instead of showing fake content. */
export function ComingSoonPage({ titleKey }: { titleKey: PageTitleKey }) {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <Paper withBorder p="xl" radius="lg">
        <Stack align="flex-start" gap="md">
          <Badge variant="light" size="lg">
            {t('comingSoon.badge')}
          </Badge>
          <Title order={1}>{t(titleKey)}</Title>
          <Text c="dimmed">{t('comingSoon.pageBody')}</Text>
          <Button component={Link} to="/" variant="light">
            {t('comingSoon.backHome')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
