import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder rows with the height of the list's items, while a row list loads. */
export function ListSkeleton({ rows, height }: { rows: number; height: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy aria-label={t('loader.label')}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} h={height} radius="md" />
      ))}
    </Stack>
  );
}
