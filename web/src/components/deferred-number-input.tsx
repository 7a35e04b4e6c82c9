import { InputBase, type NumberInputProps, UnstyledButton } from '@mantine/core';
import { type CSSProperties, type Ref, useLayoutEffect, useRef } from 'react';
import { deferModule } from '../lib/deferred-module';

/**
 * Mantine's NumberInput and react-number-format are not loaded before the first paint: the chunk
 * comes once the browser is idle after the page loaded, or at once when the field is touched.
 */
export const numberInputWidget = deferModule(() => import('./number-input-widget'));

type DeferredNumberInputProps = Omit<NumberInputProps, 'value' | 'onChange'> & {
  value: number | '';
  onChange: (value: number | '') => void;
  thousandSeparator: string;
  ref?: Ref<HTMLInputElement>;
};

/** Whole, non-negative amounts as the NumberInput shows them: "12.300" (ro) or "12,300" (en). */
export function formatWholeAmount(value: number | '', thousandSeparator: string): string {
  if (value === '') return '';
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, thousandSeparator);
}

const DIGITS_LIMIT = 15;

/** The amount typed into the stand-in: its digits (anything else is dropped), '' for none. */
export function parseWholeAmount(text: string): number | '' {
  const digits = text.replace(/\D/g, '').slice(0, DIGITS_LIMIT);
  return digits === '' ? '' : Number(digits);
}

/** How many digits come before `position` in `text`: where the caret is, in the amount's terms. */
function digitsBefore(text: string, position: number): number {
  return text.slice(0, position).replace(/\D/g, '').length;
}

/** The position just after the `count`-th digit of `text`. */
function positionAfterDigits(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text[index]!)) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}

function Chevron({ up }: { up?: boolean }) {
  return (
    <svg
      style={{
        width: 'var(--ni-chevron-size)',
        height: 'var(--ni-chevron-size)',
        transform: up ? 'rotate(180deg)' : undefined,
      }}
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
    >
      <path
        d="M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/**
 * Mantine's NumberInput for whole, non-negative amounts. Until its code is in, a stand-in with the
 * same markup (its class names are NumberInput's own; a test compares the server renders of both)
 * that already takes typing, formatted the same way, with the caret kept among the digits; its
 * arrows step by `step` as the NumberInput's do. The NumberInput takes over the focus and the caret
 * if the field has them when it arrives.
 */
export function DeferredNumberInput({ ref, value, onChange, thousandSeparator, ...props }: DeferredNumberInputProps) {
  const widgets = numberInputWidget.use();
  const standIn = useRef<HTMLInputElement | null>(null);
  // Where the caret is among the digits: restored after the stand-in reformats what was typed, and
  // given to the NumberInput when it replaces a focused stand-in.
  const caret = useRef<number | null>(null);
  if (widgets && standIn.current) {
    const element = standIn.current;
    caret.current =
      document.activeElement === element
        ? digitsBefore(element.value, element.selectionStart ?? element.value.length)
        : null;
    standIn.current = null;
  }
  const forward = (element: HTMLInputElement | null) => {
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  const placeCaret = (element: HTMLInputElement) => {
    if (caret.current === null) return;
    const at = positionAfterDigits(element.value, caret.current);
    caret.current = null;
    if (document.activeElement !== element) element.focus();
    element.setSelectionRange(at, at);
  };
  useLayoutEffect(() => {
    if (standIn.current && document.activeElement === standIn.current) placeCaret(standIn.current);
  });

  if (widgets) {
    return (
      <widgets.NumberInput
        {...props}
        ref={(element: HTMLInputElement | null) => {
          if (element) placeCaret(element);
          forward(element);
        }}
        value={value}
        onChange={(next) => onChange(typeof next === 'number' ? next : next === '' ? '' : Number(next) || '')}
        thousandSeparator={thousandSeparator}
      />
    );
  }

  const size = props.size ?? 'sm';
  const reach = () => void numberInputWidget.load().catch(() => undefined);
  const step = props.step ?? 1;
  const min = typeof props.min === 'number' ? props.min : undefined;
  const stepBy = (direction: 1 | -1) => {
    const next = (value === '' ? (min ?? 0) : value) + direction * step;
    onChange(min !== undefined ? Math.max(min, next) : next);
  };
  const controls = (
    <div
      className="m_95e17d22 mantine-NumberInput-controls"
      style={{ '--ni-chevron-size': `var(--ni-chevron-size-${size})` } as CSSProperties}
    >
      <UnstyledButton
        className="m_80b4b171 mantine-NumberInput-control"
        data-direction="up"
        tabIndex={-1}
        aria-hidden
        disabled={props.disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => stepBy(1)}
      >
        <Chevron up />
      </UnstyledButton>
      <UnstyledButton
        className="m_80b4b171 mantine-NumberInput-control"
        data-direction="down"
        tabIndex={-1}
        aria-hidden
        disabled={props.disabled || (typeof value === 'number' && min !== undefined && value <= min)}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => stepBy(-1)}
      >
        <Chevron />
      </UnstyledButton>
    </div>
  );
  return (
    <InputBase
      ref={(element: HTMLInputElement | null) => {
        standIn.current = element;
        forward(element);
      }}
      className="m_e2f5cd4e"
      __staticSelector="NumberInput"
      label={props.label}
      description={props.description}
      error={props.error}
      size={size}
      disabled={props.disabled}
      data-testid={(props as { 'data-testid'?: string })['data-testid']}
      inputMode="decimal"
      type="text"
      value={formatWholeAmount(value, thousandSeparator)}
      rightSection={controls}
      rightSectionWidth={`var(--ni-right-section-width-${size})`}
      rightSectionPointerEvents={props.disabled ? 'none' : undefined}
      onPointerDown={reach}
      onFocus={reach}
      onChange={(event) => {
        const element = event.currentTarget;
        caret.current = digitsBefore(element.value, element.selectionStart ?? element.value.length);
        onChange(parseWholeAmount(element.value));
      }}
    />
  );
}
