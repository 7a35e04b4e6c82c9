import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { markRouterPure } from './router-tree-shaking-plugin';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const execFileAsync = promisify(execFile);

async function bundleAppLikeEntry(withPlugin: boolean): Promise<string> {
  const tsx = path.join(webRoot, '../node_modules/.bin/tsx');
  const script = path.join(webRoot, 'build/testing/bundle-router-entry.ts');
  const { stdout } = await execFileAsync(tsx, [script, ...(withPlugin ? ['--with-plugin'] : [])], {
    cwd: webRoot,
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

/** Framework-mode parts of the router the app never uses, each by a name only its code holds. */
const UNUSED_PARTS = {
  '<Form>': 'getFormSubmissionInfo',
  'useSubmit()': 'function useSubmit',
  '<ScrollRestoration>': 'react-router-scroll-positions',
  '<HistoryRouter>': 'unstable_HistoryRouter',
  "the links' route prefetching": 'function PrefetchPageLinks',
  "the framework's context": 'FrameworkContext',
};

describe("react-router's build, tree-shaken", () => {
  it('keeps framework-mode parts the app never uses without the plugin, and leaves them out with it', async () => {
    const [plain, shaken] = await Promise.all([bundleAppLikeEntry(false), bundleAppLikeEntry(true)]);
    for (const [part, marker] of Object.entries(UNUSED_PARTS)) {
      // The plain build proves the marker names the part: a renamed marker fails here, not silently below.
      expect(plain, part).toContain(marker);
      expect(shaken, part).not.toContain(marker);
    }
    // What the app uses is still there.
    for (const used of ['function BrowserRouter', 'function useLinkClickHandler', 'function useRoutesImpl']) {
      expect(shaken).toContain(used);
    }
    expect(shaken).not.toContain('.displayName =');
    expect(shaken.length).toBeLessThan(plain.length * 0.75);
  }, 60_000);

  it('rewrites the installed module into valid JavaScript with no display names and pure React calls', () => {
    const require = createRequire(path.join(webRoot, 'package.json'));
    const routerEntry = require.resolve('react-router', { paths: [require.resolve('react-router-dom')] });
    const distDir = path.dirname(routerEntry);
    // The ES module that defines the components (the build splits its code into hashed chunks).
    const sources = fs
      .readdirSync(distDir)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => fs.readFileSync(path.join(distDir, file), 'utf8'));
    const components = sources.find((source) => /^var Link = /m.test(source));
    if (!components) throw new Error(`no module of ${distDir} defines Link`);
    const rewritten = markRouterPure(components);
    expect(() => parseAst(rewritten)).not.toThrow();
    expect(rewritten).not.toMatch(/^\w+\.displayName = /m);
    expect(rewritten).not.toMatch(/^var \w+ = React\d*\.(createContext|forwardRef|memo)\(/m);
    expect(rewritten).not.toMatch(/^var \w+ = class extends React\d*\.Component/m);
    expect(rewritten).toMatch(/^var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
  });

  it('wraps a component class up to its end and fails loudly on a class it cannot delimit', () => {
    const source = [
      'var Boundary = class extends React3.Component {',
      '  render() {',
      '    return null;',
      '  }',
      '};',
      'var after = 1;',
    ].join('\n');
    expect(markRouterPure(source)).toBe(
      [
        'var Boundary = /* @__PURE__ */ (() => class extends React3.Component {',
        '  render() {',
        '    return null;',
        '  }',
        '})();',
        'var after = 1;',
      ].join('\n'),
    );
    expect(() => markRouterPure('var Boundary = class extends React.Component {\n  render() {}\n')).toThrow(/no end/);
  });
});
