import { ActionIcon, Group, Stack, Table, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { feeSummaryDisplay } from '../lib/bid-math';
import { DeferredPopover } from '../../../components/deferred-widgets';

/** Bid, auction fee (with the info popover of spec §9) and the total paid on a win. */
export function FeeSummary({ amount, bidLabelKey = 'bid.summaryBid' }: { amount: number; bidLabelKey?: string }) {
  const { t } = useTranslation('bidConfirm');
  const summary = feeSummaryDisplay(amount);
  return (
    <Table withRowBorders={false} verticalSpacing={6} data-testid="fee-summary">
      <Table.Tbody>
        <Table.Tr>
          <Table.Th fw={500}>{t(bidLabelKey)}</Table.Th>
          <Table.Td ta="right">{summary.bid}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th fw={500}>
            <Group gap={4} wrap="nowrap">
              {t('bid.summaryFee')}
              <DeferredPopover
                width={280}
                position="top"
                withArrow
                shadow="md"
                target={
                  <ActionIcon variant="subtle" size="sm" color="gray" aria-label={t('bid.feeInfoLabel')}>
                    <IconInfoCircle size={16} aria-hidden />
                  </ActionIcon>
                }
              >
                <Stack gap={4}>
                  <Text size="sm" fw={600}>
                    {t('bid.feeInfoLabel')}
                  </Text>
                  <Text size="sm">{t('bid.feeInfo')}</Text>
                </Stack>
              </DeferredPopover>
            </Group>
          </Table.Th>
          <Table.Td ta="right">{summary.fee}</Table.Td>
        </Table.Tr>
        <Table.Tr style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Table.Th fw={700}>{t('bid.summaryTotal')}</Table.Th>
          <Table.Td ta="right" fw={800} c="brand.8">
            {summary.total}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
