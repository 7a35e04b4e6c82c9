import { type ChangeEvent, type ReactNode, useId } from 'react';

interface CheckboxFieldProps {
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  label: ReactNode;
  /** Under the label, and the checkbox's description for screen readers. */
  description?: ReactNode;
  /** Under the description, with the box drawn in the error colour. */
  error?: ReactNode;
  disabled?: boolean;
  'data-testid'?: string;
}

/**
 * A checkbox with its label, description and error, drawn as Mantine's Checkbox draws one (styles.css):
 * a native input, so it works from the server's HTML on, without Mantine's Checkbox, which brings
 * its group, card and indicator (~3.8 KiB gzip) to a page that needs one box.
 */
export function CheckboxField({
  checked,
  onChange,
  label,
  description,
  error,
  disabled,
  'data-testid': testId,
}: CheckboxFieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="checkbox-field" data-disabled={disabled || undefined}>
      <div className="checkbox-field-box">
        <input
          id={id}
          type="checkbox"
          className="checkbox-field-input"
          checked={checked}
          onChange={onChange}
          disabled={disabled}
          aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
          aria-invalid={error ? true : undefined}
          data-error={error ? true : undefined}
          data-testid={testId}
        />
        <svg className="checkbox-field-icon" viewBox="0 0 10 7" fill="none" aria-hidden="true">
          <path
            d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
            fill="currentColor"
            fillRule="evenodd"
            clipRule="evenodd"
          />
        </svg>
      </div>
      <div className="checkbox-field-text">
        <label htmlFor={id} className="checkbox-field-label">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="checkbox-field-description">
            {description}
          </p>
        )}
        {error && (
          <p id={errorId} className="checkbox-field-error">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
