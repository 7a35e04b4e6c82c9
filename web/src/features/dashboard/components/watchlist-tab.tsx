import { Anchor, Group, Stack } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/router-link';
import { WatchlistSection } from './watchlist-section';

/** The user's watchlist inside the dashboard, with the way to the full page. */
export function WatchlistTab({ userId }: { userId: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Anchor component={Link} to={`/users/${userId}/watchlist`} fw={600}>
          <Group gap={4} component="span" wrap="nowrap">
            {t('watchlist.openPage')}
            <IconArrowRight size={16} aria-hidden />
          </Group>
        </Anchor>
      </Group>
      <WatchlistSection userId={userId} isOwn />
    </Stack>
  );
}
