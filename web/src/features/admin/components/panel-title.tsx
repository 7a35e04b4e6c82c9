import { Box, Text, Title } from '@mantine/core';

/** An admin panel's heading: the title its section is labelled by, and one line under it. */
export function PanelTitle({ id, title, subtitle }: { id: string; title: string; subtitle: string }) {
  return (
    <Box>
      <Title order={2} fz="h3" id={id}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {subtitle}
      </Text>
    </Box>
  );
}
