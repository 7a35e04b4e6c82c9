import type { Language } from '@autolicit/shared';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { type PointerEvent, type Ref, useRef } from 'react';
import {
  type AmountValue,
  caretAfterDigits,
  countDigitsBefore,
  formatAmountText,
  parseAmountText,
  stepAmount,
} from '../lib/amount-text';

interface AmountInputProps
  extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'rightSection' | 'type' | 'inputMode'> {
  value: AmountValue;
  onChange: (value: AmountValue) => void;
  language: Language;
  /** What the arrow keys and the step controls add or take away. */
  step: number;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A whole-euro amount, grouped as it is typed (11.600 / 11,600), with arrow keys and step controls
 * as in Mantine's NumberInput, whose number-format library (~9 KiB) the vehicle page loads before a
 * bidder can tap: this field does the one format bids need.
 */
export function AmountInput({
  value,
  onChange,
  language,
  step,
  ref,
  disabled,
  onKeyDown,
  ...others
}: AmountInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRef(ref, inputRef);
  const text = formatAmountText(value, language);

  const stepBy = (direction: 1 | -1) => onChange(stepAmount(value, step, direction));
  const stepFromControl = (event: PointerEvent<HTMLButtonElement>, direction: 1 | -1) => {
    // The field keeps the focus (and the phone its keyboard) while the control is pressed.
    event.preventDefault();
    inputRef.current?.focus();
    stepBy(direction);
  };

  return (
    <TextInput
      {...others}
      ref={mergedRef}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      disabled={disabled}
      value={text}
      onChange={(event) => {
        const input = event.currentTarget;
        const typed = input.value;
        const caret = input.selectionStart ?? typed.length;
        const parsed = parseAmountText(typed, language);
        // Regrouping rewrites the text under the caret: it stays after the digit it followed. The
        // field's text is set here, so the render that follows finds it already right.
        const next = parsed === null ? text : formatAmountText(parsed, language);
        const nextCaret =
          parsed === null
            ? Math.max(0, caret - (typed.length - text.length))
            : caretAfterDigits(next, countDigitsBefore(typed, caret, language));
        input.value = next;
        input.setSelectionRange(nextCaret, nextCaret);
        if (parsed !== null && parsed !== value) onChange(parsed);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        stepBy(event.key === 'ArrowUp' ? 1 : -1);
      }}
      rightSectionWidth="calc(1.6875rem * var(--mantine-scale))"
      rightSectionPointerEvents={disabled ? 'none' : 'auto'}
      rightSection={
        // Pointer-only, as Mantine's: the keyboard has the arrow keys, a screen reader the field itself.
        <div className="amount-input-controls">
          <button
            type="button"
            className="amount-input-control"
            tabIndex={-1}
            aria-hidden
            disabled={disabled}
            onMouseDown={(event) => event.preventDefault()}
            onPointerDown={(event) => stepFromControl(event, 1)}
          >
            <StepChevron up />
          </button>
          <button
            type="button"
            className="amount-input-control"
            tabIndex={-1}
            aria-hidden
            disabled={disabled || value === '' || value <= 0}
            onMouseDown={(event) => event.preventDefault()}
            onPointerDown={(event) => stepFromControl(event, -1)}
          >
            <StepChevron />
          </button>
        </div>
      }
    />
  );
}

function StepChevron({ up = false }: { up?: boolean }) {
  return (
    <svg className="amount-input-chevron" data-up={up || undefined} viewBox="0 0 15 15" fill="none" aria-hidden>
      <path
        d="M3.135 6.158a.5.5 0 0 1 .707-.023L7.5 9.565l3.658-3.43a.5.5 0 0 1 .684.73l-4 3.75a.5.5 0 0 1-.684 0l-4-3.75a.5.5 0 0 1-.023-.707Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}
