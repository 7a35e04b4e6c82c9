import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

/** Previous / "page n of m" / Next. Previous is disabled on page 1, Next on the last page. */
export function Pager({
  page,
  pages,
  onChange,
  labels,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  labels: { previous: string; next: string; pageOf: string; navigation: string };
}) {
  return (
    <Group component="nav" aria-label={labels.navigation} justify="center" gap="md" mt="xl" wrap="nowrap">
      <Button
        variant="default"
        leftSection={<IconChevronLeft size={16} aria-hidden />}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        {labels.previous}
      </Button>
      <Text size="sm" c="dimmed" aria-live="polite" ta="center">
        {labels.pageOf}
      </Text>
      <Button
        variant="default"
        rightSection={<IconChevronRight size={16} aria-hidden />}
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
      >
        {labels.next}
      </Button>
    </Group>
  );
}
