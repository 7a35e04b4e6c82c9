import type { CSSProperties, ReactNode } from 'react';

/**
 * Which column is the narrow one from 62em (Mantine's `md`) up: the filters' aside at 3/12 before the
 * results, or the auction's column at 5/12 (4/12 from `lg`, 75em) after the vehicle.
 */
export type PageColumnsLayout = 'aside-main' | 'main-side';

interface PageColumnsProps {
  /** Without a layout the columns stack at every width. */
  layout: PageColumnsLayout | undefined;
  gap: 'lg' | 'xl';
  children: ReactNode;
}

/**
 * A page's two columns, stacked on a phone. The widths are those of Mantine's Grid (a span of 12 less
 * its share of the gap), drawn by CSS alone (styles.css), so no grid code runs before the first tap.
 */
export function PageColumns({ layout, gap, children }: PageColumnsProps) {
  return (
    <div
      className="page-columns"
      data-layout={layout}
      style={{ '--page-columns-gap': `var(--mantine-spacing-${gap})` } as CSSProperties}
    >
      {children}
    </div>
  );
}
