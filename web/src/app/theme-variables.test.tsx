import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

const HEADER =
  "/* The theme's CSS variables, as Mantine's provider would write them into every page (see\n" +
  ' * build/static-theme-variables-plugin.ts). Generated after a theme change by\n' +
  ' * `pnpm exec vitest run web/src/app/theme-variables.test.tsx -u`; do not edit by hand. */\n';

/** What MantineProvider renders into the page for this theme: the variables that differ from Mantine's defaults. */
function renderProviderVariables(): string {
  const markup = renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {null}
    </MantineProvider>,
  );
  const match = /<style data-mantine-styles="true">([\s\S]*?)<\/style>/.exec(markup);
  if (!match) throw new Error(`MantineProvider wrote no CSS variables: ${markup.slice(0, 200)}`);
  return match[1]!;
}

describe('theme-variables.css', () => {
  it('holds exactly the CSS variables MantineProvider would write for the theme', async () => {
    const css = renderProviderVariables();
    // The app's own choices are in it (theme.ts): the brand palette, darker dimmed text.
    expect(css).toContain('--mantine-color-brand-7: #0a46c6');
    expect(css).toContain('--mantine-color-dimmed: #5f666d');
    await expect(`${HEADER}${css.replaceAll('}', '}\n')}`).toMatchFileSnapshot('./theme-variables.css');
  });
});
