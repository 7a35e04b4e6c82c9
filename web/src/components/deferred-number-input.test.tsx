import { MantineProvider, NumberInput } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../app/theme';
import { DeferredNumberInput, formatWholeAmount, numberInputWidget, parseWholeAmount } from './deferred-number-input';

// The idle load never comes here: what the reader sees and types before it is what is tested.
vi.mock('../lib/run-when-idle', () => ({ runWhenIdle: vi.fn() }));

const withTheme = (node: React.ReactNode) => <MantineProvider theme={theme}>{node}</MantineProvider>;

/**
 * The markup without what differs by design (generated ids and what refers to them), with each
 * element's attributes and classes in one order (neither matters to a browser or to hydration).
 */
function fieldMarkup(html: string): string {
  return html
    .replace(/<style[^>]*>.*?<\/style>/gs, '')
    .replace(/\s(id|for|aria-describedby|aria-labelledby)="[^"]*"/g, '')
    .replace(/class="([^"]*)"/g, (_, names: string) => `class="${names.split(' ').sort().join(' ')}"`)
    .replace(/<(\w+)((?:\s[\w:-]+(?:="[^"]*")?)*)(\/?)>/g, (_, tag: string, attributes: string, close: string) => {
      const sorted = (attributes.match(/\s[\w:-]+(?:="[^"]*")?/g) ?? []).sort().join('');
      return `<${tag}${sorted}${close}>`;
    });
}

const shared = {
  label: 'Suma',
  description: 'Minim 12.300 €',
  min: 0,
  step: 100,
  size: 'md',
  decimalSeparator: ',',
  'data-testid': 'bid-amount',
} as const;

describe('the amount field before its code is in', () => {
  it.each([
    { value: 12300, separator: '.', error: undefined, disabled: false },
    { value: 1250000, separator: ',', error: undefined, disabled: false },
    { value: '' as const, separator: '.', error: 'Oferta minimă este 12.300 €', disabled: false },
    { value: 0, separator: '.', error: undefined, disabled: true },
  ])(
    'server-renders the same markup as the NumberInput ($value, "$separator")',
    ({ value, separator, error, disabled }) => {
      const props = { ...shared, decimalSeparator: separator === '.' ? ',' : '.', error, disabled };
      const standIn = fieldMarkup(
        renderToString(
          withTheme(
            <DeferredNumberInput {...props} value={value} onChange={() => undefined} thousandSeparator={separator} />,
          ),
        ),
      );
      const real = fieldMarkup(
        renderToString(
          withTheme(
            <NumberInput
              {...props}
              value={value}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator={separator}
            />,
          ),
        ),
      );
      expect(standIn).toContain(`value="${formatWholeAmount(value, separator)}"`);
      expect(standIn).toBe(real);
    },
  );

  it('reads whole euros from what is typed, whatever else comes with them', () => {
    expect(['', '12.300', '12,300 €', 'abc', '0012', '99999999999999999999'].map(parseWholeAmount)).toEqual([
      '',
      12300,
      12300,
      '',
      12,
      999999999999999,
    ]);
    expect([0, 100, 1000, 12300, 1234567].map((value) => formatWholeAmount(value, '.'))).toEqual([
      '0',
      '100',
      '1.000',
      '12.300',
      '1.234.567',
    ]);
  });

  // Before the test that loads the NumberInput: the module, once in, stays for the whole file.
  it('steps by its step with the arrows, never below the minimum', () => {
    function Field() {
      const [value, setValue] = useState<number | ''>(100);
      return <DeferredNumberInput {...shared} value={value} onChange={setValue} thousandSeparator="." />;
    }
    render(withTheme(<Field />));
    const input = screen.getByTestId<HTMLInputElement>('bid-amount');
    const [up, down] = [...input.parentElement!.querySelectorAll('button')];
    fireEvent.click(up!);
    expect(input.value).toBe('200');
    fireEvent.click(down!);
    fireEvent.click(down!);
    fireEvent.click(down!);
    expect(input.value).toBe('0');
  });

  it('takes typing, keeps the caret among the digits, and hands both to the NumberInput when it arrives', async () => {
    function Field() {
      const [value, setValue] = useState<number | ''>(12300);
      return (
        <>
          <DeferredNumberInput {...shared} value={value} onChange={setValue} thousandSeparator="." />
          <output data-testid="amount">{String(value)}</output>
        </>
      );
    }
    render(withTheme(<Field />));
    const standIn = screen.getByTestId<HTMLInputElement>('bid-amount');
    standIn.focus();
    // A digit typed after "12": "125.300", the caret stays after the 5.
    fireEvent.change(standIn, { target: { value: '125.300', selectionStart: 3, selectionEnd: 3 } });
    expect(screen.getByTestId('amount').textContent).toBe('125300');
    expect(standIn.value).toBe('125.300');
    expect(standIn.selectionStart).toBe(3);
    fireEvent.change(standIn, { target: { value: '1253.300', selectionStart: 4, selectionEnd: 4 } });
    expect(standIn.value).toBe('1.253.300');
    expect(standIn.selectionStart).toBe(5);

    await act(() => numberInputWidget.load());
    const real = screen.getByTestId<HTMLInputElement>('bid-amount');
    expect(real).not.toBe(standIn);
    expect(real.value).toBe('1.253.300');
    expect(document.activeElement).toBe(real);
    expect(real.selectionStart).toBe(5);
  });
});
