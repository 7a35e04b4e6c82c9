import { EmptyState, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** The empty state of a dashboard list: what will appear here, and the way to make it appear. */
export function SectionEmpty({
  icon,
  title,
  body,
  action,
}: {
  icon: ReactNode;
  title: string;
  body?: string;
  action?: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <EmptyState icon={icon} variant="light">
        <EmptyState.Title order={3}>{title}</EmptyState.Title>
        {body && <EmptyState.Description>{body}</EmptyState.Description>}
        {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
      </EmptyState>
    </Paper>
  );
}
