import { Container, Skeleton, Stack } from '@mantine/core';

/**
 * While a route's code loads: placeholders at least a screen tall, so the footer stays below the
 * fold and nothing jumps when the page arrives (no layout shift).
 */
export function RouteSkeleton() {
  return (
    <Container size="xl" py="xl" mih="100vh" aria-busy="true" data-testid="route-skeleton">
      <Stack gap="lg">
        <Skeleton height={36} width="40%" radius="md" />
        <Skeleton height={320} radius="lg" />
        <Skeleton height={120} radius="lg" />
      </Stack>
    </Container>
  );
}
