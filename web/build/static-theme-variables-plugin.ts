import type { Plugin } from 'vite';

const CSS_VARIABLES_COMPONENT =
  /@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineCssVariables[\\/]MantineCssVariables\.mjs$/;

/**
 * The theme's CSS variables are a stylesheet written at build time (src/app/theme-variables.css,
 * generated and checked by scripts/mantine-css.ts), and the provider is told not to write them
 * (`withCssVariables={false}`). Mantine's provider still imports the component that would, and with
 * it the resolvers that compute ~200 variables from the theme on every page load (~2.5 KiB gzip
 * before the first paint): the browser build gets an empty component in its place.
 */
export function staticThemeVariables(): Plugin {
  return {
    name: 'autolicit-static-theme-variables',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!CSS_VARIABLES_COMPONENT.test(id)) return null;
      return 'export function MantineCssVariables() { return null; }';
    },
  };
}
