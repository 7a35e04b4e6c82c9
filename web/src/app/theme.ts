import {
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
} from '@mantine/core';

// Brand blue; shade 7 (filled buttons) on white text passes WCAG AA contrast.
const brand: MantineColorsTuple = [
  '#e7f0ff',
  '#cfdefb',
  '#9fbaf2',
  '#6b94ea',
  '#4174e3',
  '#2760df',
  '#1855de',
  '#0a46c6',
  '#003eb2',
  '#00359e',
];

/*
 * Mantine's defaults with shades 7–9 darkened where they fail WCAG AA (4.5:1): shade 7 is the filled
 * background under white text (badges, buttons), shade 9 the text of the light variant on shade 1.
 * The default orange badge was 3.04:1, red 3.84:1, teal's light badge 4.33:1. Shades 0–6 are kept.
 */
const accessible: Record<string, MantineColorsTuple> = {
  red: ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#fa5252', '#d63737', '#c52b2b', '#b72626'],
  blue: ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#228be6', '#1a75c7', '#186ab6', '#1760a4'],
  cyan: ['#e3fafc', '#c5f6fa', '#99e9f2', '#66d9e8', '#3bc9db', '#22b8cf', '#15aabf', '#0d7e90', '#0a7284', '#0a6b7d'],
  teal: ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#12b886', '#09835f', '#077654', '#077151'],
  green: ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#40c057', '#298439', '#247834', '#237133'],
  lime: ['#f4fce3', '#e9fac8', '#d8f5a2', '#c0eb75', '#a9e34b', '#94d82d', '#82c91e', '#507f0f', '#46740a', '#46700a'],
  yellow: [
    '#fff9db',
    '#fff3bf',
    '#ffec99',
    '#ffe066',
    '#ffd43b',
    '#fcc419',
    '#fab005',
    '#9f6700',
    '#975800',
    '#9c5100',
  ],
  orange: [
    '#fff4e6',
    '#ffe8cc',
    '#ffd8a8',
    '#ffc078',
    '#ffa94d',
    '#ff922b',
    '#fd7e14',
    '#c15005',
    '#b34509',
    '#ab390c',
  ],
};

/**
 * Secondary ("dimmed") text was gray.6 #868e96, 3.32:1 on white; #5f666d is 5.8:1 on white and
 * 5.5:1 on gray.0. Error text was red.6 (3.28:1); the darkened red.8 is 5.9:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5f666d', '--mantine-color-error': 'var(--mantine-color-red-8)' },
  dark: {},
});

/**
 * Mantine 9 paints a `light` component given a shade (`color="red.8"`) with that shade as its
 * *background* and shade 9 as its text: red.8 under red.9 is 1.13:1, so every light badge or
 * button written with a shade was a solid bar with invisible text. Here a shade never changes the
 * light variant: it stays the pale shade 1 under the dark shade 9 (5.2–7.7:1 for every palette
 * colour). In `subtle` and `transparent` the shade is the text colour asked for (Mantine caps it
 * at 6, which fails 4.5:1 on white).
 */
export const variantColorResolver: VariantColorsResolver = (input) => {
  const parsed = parseThemeColor({ color: input.color, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade === undefined) return defaultVariantColorsResolver(input);
  if (input.variant === 'light') return defaultVariantColorsResolver({ ...input, color: parsed.color });
  if (input.variant === 'subtle' || input.variant === 'transparent') {
    return { ...defaultVariantColorsResolver(input), color: `var(--mantine-color-${parsed.color}-${parsed.shade})` };
  }
  return defaultVariantColorsResolver(input);
};

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand, ...accessible },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  // Keyboard users always see where they are (WCAG 2.4.7); mouse clicks do not leave a ring.
  focusRing: 'auto',
  variantColorResolver,
  // Select and Autocomplete lists are built when opened, not kept mounted and hidden from the start:
  // on a phone, building and positioning the hidden lists while hydrating held the main thread
  // ~0.18 s. Mantine then learned the list's id only after it mounted, so the first opening had no
  // aria-expanded/aria-controls; patches/@mantine__core@9.7.3.patch makes that id a render input.
  components: { Combobox: { defaultProps: { keepMounted: false } } },
});
