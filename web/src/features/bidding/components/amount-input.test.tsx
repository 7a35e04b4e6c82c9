import type { Language } from '@autolicit/shared';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import type { AmountValue } from '../lib/amount-text';
import { AmountInput } from './amount-input';

const changes = vi.fn<(value: AmountValue) => void>();

function Harness({ initial, language }: { initial: AmountValue; language: Language }) {
  const [amount, setAmount] = useState<AmountValue>(initial);
  return (
    <>
      <AmountInput
        label="Your bid (€)"
        value={amount}
        onChange={(value) => {
          changes(value);
          setAmount(value);
        }}
        language={language}
        step={100}
      />
      <output data-testid="amount">{String(amount)}</output>
    </>
  );
}

async function renderAmount(initial: AmountValue, language: Language = 'ro') {
  cleanup();
  changes.mockClear();
  await renderWithApp(<Harness initial={initial} language={language} />, { language });
  return screen.getByLabelText('Your bid (€)') as HTMLInputElement;
}

/** What a keystroke or a paste leaves in the field: its new text, the caret after it. */
function edit(input: HTMLInputElement, value: string, caret = value.length) {
  fireEvent.change(input, { target: { value, selectionStart: caret, selectionEnd: caret } });
}

const amount = () => screen.getByTestId('amount').textContent;

describe('AmountInput', () => {
  it('writes the amount the Romanian way in Romanian and the English way in English', async () => {
    expect((await renderAmount(11_600, 'ro')).value).toBe('11.600');
    expect((await renderAmount(11_600, 'en')).value).toBe('11,600');
  });

  it('regroups as digits are typed, the caret staying after the digit typed', async () => {
    const input = await renderAmount(1_160);
    edit(input, '1.1600');
    expect(input.value).toBe('11.600');
    expect(input.selectionStart).toBe(6);
    expect(amount()).toBe('11600');
    // A "5" typed after "11.": "11.5|600" becomes "115.|600", the caret after the "5".
    edit(input, '11.5600', 4);
    expect(input.value).toBe('115.600');
    expect(input.selectionStart).toBe(3);
    expect(amount()).toBe('115600');
    // Deleting the first digit regroups the rest, the caret at the start.
    edit(input, '15.600', 0);
    expect(input.value).toBe('15.600');
    expect(input.selectionStart).toBe(0);
    expect(amount()).toBe('15600');
  });

  it('refuses letters, decimals and more digits than an amount has, keeping what was there', async () => {
    const input = await renderAmount(11_600);
    edit(input, '11.6a00', 5);
    expect(input.value).toBe('11.600');
    expect(input.selectionStart).toBe(4);
    edit(input, '11.600,5');
    expect(input.value).toBe('11.600');
    edit(input, '1111111111111', 13);
    expect(input.value).toBe('11.600');
    expect(changes).not.toHaveBeenCalled();
  });

  it('reads a pasted price with its currency and cents as whole euros', async () => {
    const input = await renderAmount('', 'en');
    edit(input, '€12,345.67');
    expect(input.value).toBe('12,345');
    expect(amount()).toBe('12345');
  });

  it('can be emptied, and then asks for the amount again', async () => {
    const input = await renderAmount(900);
    edit(input, '', 0);
    expect(input.value).toBe('');
    expect(changes).toHaveBeenCalledWith('');
  });

  it('steps by 100 with the arrow keys, never below zero', async () => {
    const input = await renderAmount(11_600);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('11.700');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.value).toBe('11.500');
    const small = await renderAmount(50, 'en');
    fireEvent.keyDown(small, { key: 'ArrowDown' });
    expect(small.value).toBe('0');
  });

  it('steps with its controls, keeping the focus in the field; down is off at zero', async () => {
    const input = await renderAmount(100);
    const [up, down] = [...document.querySelectorAll<HTMLButtonElement>('.amount-input-control')];
    fireEvent.pointerDown(up as HTMLButtonElement);
    expect(input.value).toBe('200');
    expect(document.activeElement).toBe(input);
    fireEvent.pointerDown(down as HTMLButtonElement);
    fireEvent.pointerDown(down as HTMLButtonElement);
    expect(input.value).toBe('0');
    expect(down?.disabled).toBe(true);
  });
});
