import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface StepActionsProps {
  /** Absent on the first step. */
  onBack?: () => void;
  submitLabel: string;
  busy?: boolean;
}

/** Back and the step's submit button; Enter in any field submits the step as well. */
export function StepActions({ onBack, submitLabel, busy = false }: StepActionsProps) {
  const { t } = useTranslation('professional');
  return (
    <Group justify={onBack ? 'space-between' : 'flex-end'} mt="sm">
      {onBack && (
        <Button variant="default" onClick={onBack} disabled={busy}>
          {t('steps.back')}
        </Button>
      )}
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
    </Group>
  );
}
