import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCarOff } from '@tabler/icons-react';

export function EmptyResults({
  title,
  body,
  action,
  onAction,
}: {
  title: string;
  body: string;
  action: string;
  onAction: () => void;
}) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <span className="empty-results-icon">
          <IconCarOff size={30} aria-hidden />
        </span>
        <Title order={2} fz="h3">
          {title}
        </Title>
        <Text c="dimmed">{body}</Text>
        <Button variant="light" onClick={onAction}>
          {action}
        </Button>
      </Stack>
    </Paper>
  );
}
