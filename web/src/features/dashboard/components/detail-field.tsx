import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label and its value inside a `<dl>`. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={700}>
        {children}
      </Text>
    </Box>
  );
}
