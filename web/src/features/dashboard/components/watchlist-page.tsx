import { Anchor, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../../components/router-link';
import { FullScreenLoader } from '../../../components/full-screen-loader';
import { useCurrentUser } from '../../../hooks/use-current-user';
import { useUserWatchlist } from '../../../hooks/use-user-lists';
import { useUnauthorizedRedirect } from '../hooks/use-unauthorized-redirect';
import { WatchlistSection } from './watchlist-section';

/**
 * `/users/:id/watchlist` (signed in only): a watchlist as live cards. Your own can be edited;
 * someone else's is shown only if the server agrees (admins), otherwise its refusal is.
 */
export function WatchlistPage() {
  const { t } = useTranslation('dashboard');
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const watchlist = useUserWatchlist(id || undefined);
  useUnauthorizedRedirect([watchlist.error]);
  if (!user) return <FullScreenLoader />;
  const isOwn = user.id === id;

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Box>
            <Title order={1}>{t('watchlist.pageTitle')}</Title>
            <Text c="dimmed">{isOwn ? t('watchlist.pageSubtitle') : t('watchlist.otherUserSubtitle')}</Text>
          </Box>
          <Anchor component={Link} to="/dashboard?tab=watchlist" fw={600}>
            <Group gap={4} component="span" wrap="nowrap">
              <IconArrowLeft size={16} aria-hidden />
              {t('watchlist.backToDashboard')}
            </Group>
          </Anchor>
        </Group>
        <WatchlistSection userId={id} isOwn={isOwn} />
      </Stack>
    </Container>
  );
}
