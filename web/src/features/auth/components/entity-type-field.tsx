import { ENTITY_TYPES, type EntityType } from '@autolicit/shared';
import { Group, Radio } from '@mantine/core';
import type { Ref } from 'react';

interface EntityTypeFieldProps {
  label: string;
  /** Label of each choice, in ENTITY_TYPES order (individual, company). */
  optionLabels: Record<EntityType, string>;
  value: string | undefined;
  onChange: (value: EntityType) => void;
  error?: string;
  /** react-hook-form focuses the first choice when the field is invalid. */
  inputRef?: Ref<HTMLInputElement>;
}

/** Individual or company, as radio buttons: both choices visible, arrow keys move between them. */
export function EntityTypeField({ label, optionLabels, value, onChange, error, inputRef }: EntityTypeFieldProps) {
  return (
    <Radio.Group
      label={label}
      value={value || null}
      onChange={(next) => onChange(next as EntityType)}
      error={error}
      required
    >
      <Group mt={6} gap="lg">
        {ENTITY_TYPES.map((type, index) => (
          <Radio key={type} value={type} label={optionLabels[type]} ref={index === 0 ? inputRef : undefined} />
        ))}
      </Group>
    </Radio.Group>
  );
}
