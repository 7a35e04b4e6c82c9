import { Button, type ButtonProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useShellModals } from '../../../lib/shell-modal-store';

/** Opens the shell's listing dialog, from wherever the dashboard offers to list a vehicle. */
export function ListVehicleButton({ label, ...props }: { label: string } & Omit<ButtonProps, 'children'>) {
  const openModal = useShellModals((state) => state.openModal);
  return (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={() => openModal('list-vehicle')}
      aria-haspopup="dialog"
      {...props}
    >
      {label}
    </Button>
  );
}
