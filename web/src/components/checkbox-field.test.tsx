import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField } from './checkbox-field';

function Controlled({
  onChange,
  ...props
}: {
  onChange?: (checked: boolean) => void;
  error?: string;
  disabled?: boolean;
}) {
  const [checked, setChecked] = useState(false);
  return (
    <CheckboxField
      {...props}
      checked={checked}
      onChange={(event) => {
        setChecked(event.currentTarget.checked);
        onChange?.(event.currentTarget.checked);
      }}
      label="Set a maximum"
      description="We bid for you up to it"
      data-testid="box"
    />
  );
}

describe('CheckboxField', () => {
  it('is named by its label, described by its description, and toggles from a tap on the label', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Set a maximum' }) as HTMLInputElement;
    expect(box).toBe(screen.getByTestId('box'));
    expect(screen.getByRole('checkbox', { description: 'We bid for you up to it' })).toBe(box);
    expect(box.getAttribute('aria-invalid')).toBeNull();

    fireEvent.click(screen.getByText('Set a maximum'));
    expect(box.checked).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(true);
    fireEvent.click(box);
    expect(box.checked).toBe(false);
  });

  it('says its error after the description and marks the box invalid', () => {
    render(<Controlled error="Accept the terms" />);
    const box = screen.getByRole('checkbox', { name: 'Set a maximum' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('data-error')).toBe('true');
    expect(screen.getByRole('checkbox', { description: 'We bid for you up to it Accept the terms' })).toBe(box);
  });

  it('cannot be ticked while disabled', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} disabled />);
    const box = screen.getByRole('checkbox', { name: 'Set a maximum' }) as HTMLInputElement;
    expect(box.disabled).toBe(true);
    fireEvent.click(screen.getByText('Set a maximum'));
    expect(box.checked).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
  });
});
