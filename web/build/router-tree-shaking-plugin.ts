import type { Plugin } from 'vite';

const REACT_ROUTER_DIST = /react-router[\\/]dist[\\/](development|production)[\\/][^\\/]+\.mjs$/;

const DISPLAY_NAME = /^[A-Za-z0-9_$]+\.displayName = "[^"\n]*";$/gm;
const PURE_CALL = /^(var [A-Za-z0-9_$]+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm;
const COMPONENT_CLASS = /^var ([A-Za-z0-9_$]+) = class extends (React\d*\.Component) \{$/;

/**
 * react-router ships every export in one module, and only what the app uses should reach the
 * browser: the app uses its declarative router and links, not its framework mode (forms, fetchers,
 * scroll restoration, server scripts, error pages). Three kinds of statement in its build keep unused
 * components alive because a bundler cannot know they do nothing when evaluated: `X.displayName = …`
 * (read only by React's developer tools), `var X = React.createContext/forwardRef/memo(…)` (React is
 * a CommonJS module, so any call into it may have effects) and `var X = class extends
 * React.Component {…}` (reading the base class may too). This marks the calls and classes pure and
 * drops the display names; what remains is tree-shaken like the rest of the app. Nothing the app
 * runs changes: the statements dropped or marked have no effect beyond the value they produce.
 */
export function routerTreeShaking(): Plugin {
  return {
    name: 'autolicit-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      return REACT_ROUTER_DIST.test(id) ? { code: markRouterPure(code), map: null } : null;
    },
  };
}

/** The module's code with display names dropped and its top-level React calls and component classes marked pure. */
export function markRouterPure(code: string): string {
  const lines = code.replace(DISPLAY_NAME, '').replace(PURE_CALL, '$1/* @__PURE__ */ $2').split('\n');
  let inClass = false;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as string;
    const match = COMPONENT_CLASS.exec(line);
    if (match) {
      lines[index] = `var ${match[1]} = /* @__PURE__ */ (() => class extends ${match[2]} {`;
      inClass = true;
    } else if (inClass && line === '};') {
      // The build is formatted: a top-level class body ends at the first unindented `};`.
      lines[index] = '})();';
      inClass = false;
    }
  }
  if (inClass) throw new Error('react-router: a component class has no end the router tree-shaking plugin recognises');
  return lines.join('\n');
}
