import type { ReactNode } from 'react';

/**
 * A horizontal rule, or a word between two rules ("or"), drawn as Mantine's Divider draws them
 * (styles.css) and named a separator the same way.
 */
export function DividerLine({ label }: { label?: ReactNode }) {
  return (
    <div
      className="divider-line"
      role="separator"
      aria-orientation="horizontal"
      data-with-label={label ? true : undefined}
    >
      {label && <span className="divider-line-label">{label}</span>}
    </div>
  );
}
