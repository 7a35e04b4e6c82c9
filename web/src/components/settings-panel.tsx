import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One of the dashboard's account panels (two-step verification, notifications, devices): a
 * bordered section named by its heading, an icon beside the title, the content stacked below.
 */
export function SettingsPanel(props: {
  /** Makes the heading's id (`<id>-title`), which names the section for assistive technology. */
  id: string;
  title: string;
  icon: ReactNode;
  testId: string;
  gap?: 'sm' | 'md';
  children: ReactNode;
}) {
  const titleId = `${props.id}-title`;
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="lg" p="lg" data-testid={props.testId}>
      <Stack gap={props.gap ?? 'sm'}>
        <Group gap="sm" wrap="nowrap">
          {props.icon}
          <Title order={2} fz="h3" id={titleId}>
            {props.title}
          </Title>
        </Group>
        {props.children}
      </Stack>
    </Paper>
  );
}
