import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ColumnGrid } from './column-grid';

const columnsOf = (grid: HTMLElement) =>
  ['base', 'xs', 'sm', 'md', 'lg'].map((breakpoint) => grid.style.getPropertyValue(`--column-grid-cols-${breakpoint}`));

describe('ColumnGrid', () => {
  it('sets every breakpoint, each taking the count below it unless given, so a nested grid inherits none', () => {
    const { container } = render(<ColumnGrid cols={{ base: 1, sm: 2, lg: 4 }}>x</ColumnGrid>);
    expect(columnsOf(container.firstElementChild as HTMLElement)).toEqual(['1', '1', '2', '2', '4']);
  });

  it("spaces columns and rows by the theme's spacing, rows as columns unless told", () => {
    const { container } = render(
      <>
        <ColumnGrid cols={2} spacing="xs" />
        <ColumnGrid cols={2} spacing="lg" verticalSpacing="sm" component="dl" className="facts" />
      </>,
    );
    const [plain, list] = [...container.children] as HTMLElement[];
    expect(columnsOf(plain!)).toEqual(['2', '2', '2', '2', '2']);
    expect(plain!.style.getPropertyValue('--column-grid-gap')).toBe('var(--mantine-spacing-xs)');
    expect(plain!.style.getPropertyValue('--column-grid-row-gap')).toBe('var(--mantine-spacing-xs)');
    expect(list!.tagName).toBe('DL');
    expect(list!.className).toBe('column-grid facts');
    expect(list!.style.getPropertyValue('--column-grid-row-gap')).toBe('var(--mantine-spacing-sm)');
  });
});
