import { DEFAULT_THEME, type MantineTheme, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme, variantColorResolver } from './theme';

/*
 * The colours a badge or button gets from the theme, checked against WCAG AA (4.5:1) for every
 * palette colour, with and without a shade suffix: a light component written `color="red.8"` was
 * red.9 text on a red.8 bar (1.13:1) before the theme's resolver.
 */
const merged: MantineTheme = mergeMantineTheme(DEFAULT_THEME, theme);
const PALETTE = ['brand', 'red', 'blue', 'cyan', 'teal', 'green', 'lime', 'yellow', 'orange'] as const;

/** The hex a resolver value stands for, the way the light scheme's CSS variables define them. */
function hexOf(value: string): string {
  if (/^#[0-9a-f]{3}$/i.test(value)) return `#${[...value.slice(1)].map((c) => c + c).join('')}`;
  if (value.startsWith('#')) return value;
  const named = /^var\(--mantine-color-(white|black)\)$/.exec(value);
  if (named) return hexOf(named[1] === 'white' ? merged.white : merged.black);
  const match = /^var\(--mantine-color-([a-z]+)-(\d|light|light-color|filled)\)$/.exec(value);
  if (!match) throw new Error(`unexpected colour ${value}`);
  const shades = merged.colors[match[1]!]!;
  const shade = { light: 1, 'light-color': 9, filled: 7 }[match[2]!] ?? Number(match[2]);
  return shades[shade]!;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrastOf(a: string, b: string): number {
  const [light, dark] = [luminance(hexOf(a)), luminance(hexOf(b))].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const cases = PALETTE.flatMap((color) =>
  [color, `${color}.7`, `${color}.8`, `${color}.9`].map((written) => ({ written })),
);

describe('theme variant colours', () => {
  it.each(cases)('light $written: text on its background is at least 4.5:1', ({ written }) => {
    const { color, background } = variantColorResolver({ color: written, theme: merged, variant: 'light' });
    expect(contrastOf(color!, background!)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(cases)('filled $written: text on its background is at least 4.5:1', ({ written }) => {
    const { color, background } = variantColorResolver({ color: written, theme: merged, variant: 'filled' });
    expect(contrastOf(color!, background!)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(cases.filter(({ written }) => written.includes('.')))(
    'subtle $written: text on white is at least 4.5:1',
    ({ written }) => {
      const { color } = variantColorResolver({ color: written, theme: merged, variant: 'subtle' });
      expect(contrastOf(color!, merged.white)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('a shade does not change the light variant: pale background, dark text', () => {
    expect(variantColorResolver({ color: 'red.8', theme: merged, variant: 'light' })).toEqual(
      variantColorResolver({ color: 'red', theme: merged, variant: 'light' }),
    );
  });
});
