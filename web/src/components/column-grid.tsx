import type { ComponentPropsWithoutRef, CSSProperties } from 'react';

const BREAKPOINTS = ['base', 'xs', 'sm', 'md', 'lg'] as const;
type Breakpoint = (typeof BREAKPOINTS)[number];
type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

interface ColumnGridProps extends ComponentPropsWithoutRef<'div'> {
  /** Columns at every width, or from each of Mantine's breakpoints up (xs 36em, sm 48em, md 62em, lg 75em). */
  cols: number | ({ base: number } & Partial<Record<Breakpoint, number>>);
  /** Between columns; between rows too unless `verticalSpacing` says otherwise. */
  spacing?: Spacing;
  verticalSpacing?: Spacing;
  /** A definition list (`dl`) for label and value pairs. */
  component?: 'div' | 'dl';
}

/**
 * Equal columns as Mantine's SimpleGrid draws them, by CSS alone (styles.css): SimpleGrid writes its
 * breakpoints as a style element from code every page would load before its first tap.
 */
export function ColumnGrid({
  cols,
  spacing = 'md',
  verticalSpacing = spacing,
  component = 'div',
  className,
  style,
  ...others
}: ColumnGridProps) {
  const columns = typeof cols === 'number' ? { base: cols } : cols;
  const variables: Record<string, string | number> = {
    '--column-grid-gap': `var(--mantine-spacing-${spacing})`,
    '--column-grid-row-gap': `var(--mantine-spacing-${verticalSpacing})`,
  };
  // Every breakpoint is set (a nested grid would otherwise inherit its parent's): each takes the
  // count of the one below unless given.
  let count = columns.base;
  for (const breakpoint of BREAKPOINTS) {
    count = columns[breakpoint] ?? count;
    variables[`--column-grid-cols-${breakpoint}`] = count;
  }
  // The same attributes on either element: a dl takes every attribute a div does.
  const Element = component as 'div';
  return (
    <Element
      {...others}
      className={className ? `column-grid ${className}` : 'column-grid'}
      style={{ ...(variables as CSSProperties), ...style }}
    />
  );
}
