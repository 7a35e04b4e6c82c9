import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INSTALL_STEP, releaseStep, WEB_SSR_STEP, WEB_STEP, WORKSPACE_PACKAGES } from '../prepare-start';
import {
  computeFingerprint,
  FINGERPRINT_FILE,
  listInputFiles,
  runStepIfChanged,
  type BuildStep,
} from './build-fingerprint';

const repoRoot = path.resolve(import.meta.dirname, '../..');

let root: string;

function write(relative: string, content: string): void {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  writeFileSync(path.join(root, relative), content);
}

const step: BuildStep = {
  name: 'web',
  inputs: ['pnpm-lock.yaml', 'web', 'packages/shared'],
  extras: ['node v24.21.0'],
  output: 'web/dist',
  outputFiles: ['index.html'],
};

/** A build that writes its output the way vite does (the folder replaced), counting its runs. */
function countingBuild() {
  const build = () => {
    build.runs += 1;
    rmSync(path.join(root, 'web/dist'), { recursive: true, force: true });
    write('web/dist/index.html', '<html></html>');
  };
  build.runs = 0;
  return build;
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'build-fingerprint-'));
  write('pnpm-lock.yaml', 'lockfileVersion: 9.0\n');
  write('web/src/main.tsx', 'render(<App />);\n');
  write('web/vite.config.ts', 'export default {};\n');
  write('packages/shared/src/index.ts', 'export const x = 1;\n');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('runStepIfChanged', () => {
  it('builds once, then skips while nothing changed', async () => {
    const build = countingBuild();
    expect((await runStepIfChanged(root, step, build)).built).toBe(true);
    expect((await runStepIfChanged(root, step, build)).built).toBe(false);
    expect(build.runs).toBe(1);
    expect(readFileSync(path.join(root, 'web/dist', FINGERPRINT_FILE), 'utf8').trim()).toBe(
      computeFingerprint(root, step),
    );
  });

  it.each<[string, () => void]>([
    ['a source edited', () => write('web/src/main.tsx', 'render(<App />); // edited\n')],
    [
      'a source of a bundled workspace package edited',
      () => write('packages/shared/src/index.ts', 'export const x = 2;\n'),
    ],
    ['the lockfile changed', () => write('pnpm-lock.yaml', 'lockfileVersion: 9.1\n')],
    ['a build config changed', () => write('web/vite.config.ts', 'export default { base: "/" };\n')],
    ['a file added', () => write('web/src/new-page.tsx', 'export {};\n')],
    ['a file removed', () => rmSync(path.join(root, 'web/vite.config.ts'))],
    ['a file renamed', () => renameSync(path.join(root, 'web/src/main.tsx'), path.join(root, 'web/src/entry.tsx'))],
    ['the output deleted', () => rmSync(path.join(root, 'web/dist'), { recursive: true })],
    ['the output rebuilt by something else', () => rmSync(path.join(root, 'web/dist', FINGERPRINT_FILE))],
    ['an expected output file missing', () => rmSync(path.join(root, 'web/dist/index.html'))],
  ])('builds again after %s', async (_, change) => {
    const build = countingBuild();
    await runStepIfChanged(root, step, build);
    change();
    expect((await runStepIfChanged(root, step, build)).built).toBe(true);
    expect(build.runs).toBe(2);
  });

  it('builds again when a value outside the files changes (the Node version)', async () => {
    const build = countingBuild();
    await runStepIfChanged(root, step, build);
    expect((await runStepIfChanged(root, { ...step, extras: ['node v22.23.3'] }, build)).built).toBe(true);
  });

  it('builds again when a declared input that was absent appears', async () => {
    const build = countingBuild();
    const withPatches = { ...step, inputs: [...step.inputs, 'patches'] };
    await runStepIfChanged(root, withPatches, build);
    write('patches/some-lib.patch', '--- a\n+++ b\n');
    expect((await runStepIfChanged(root, withPatches, build)).built).toBe(true);
  });

  it('ignores outputs and installed packages inside the input folders', async () => {
    const build = countingBuild();
    await runStepIfChanged(root, step, build);
    write('web/node_modules/react/index.js', 'module.exports = {};\n');
    write('web/dist-ssr/entry-server.js', 'export {};\n');
    write('packages/shared/.cache/x', 'y');
    write('web/tsconfig.tsbuildinfo', '{}');
    expect((await runStepIfChanged(root, step, build)).built).toBe(false);
    expect(listInputFiles(root, step.inputs)).toEqual([
      'packages/shared/src/index.ts',
      'pnpm-lock.yaml',
      'web/src/main.tsx',
      'web/vite.config.ts',
    ]);
  });

  it('leaves no fingerprint when the build fails, so the next start builds again', async () => {
    const build = countingBuild();
    await runStepIfChanged(root, step, build);
    write('web/src/main.tsx', 'broken(\n');
    await expect(
      runStepIfChanged(root, step, () => {
        throw new Error('build failed');
      }),
    ).rejects.toThrow('build failed');
    write('web/src/main.tsx', 'render(<App />);\n');
    expect((await runStepIfChanged(root, step, build)).built).toBe(true);
  });
});

describe('computeFingerprint', () => {
  it('is the same for the same files, and changes with one byte more or less in any of them', () => {
    write('web/src/nested/deep/page.tsx', 'export {};\n');
    write('web/public/logo.svg', '<svg/>');
    const before = computeFingerprint(root, step);
    expect(computeFingerprint(root, step)).toBe(before);
    for (const file of listInputFiles(root, step.inputs)) {
      const content = readFileSync(path.join(root, file), 'utf8');
      for (const changed of [`${content} `, content.slice(0, -1), `${content.slice(0, -1)}#`]) {
        write(file, changed);
        expect(computeFingerprint(root, step), `${file}: ${JSON.stringify(changed)}`).not.toBe(before);
      }
      write(file, content);
      expect(computeFingerprint(root, step)).toBe(before);
    }
  });

  it('tells a path from the content beside it', () => {
    // Moving bytes between a name and the content beside it must not give the same fingerprint.
    write('web/ab', 'c');
    const first = computeFingerprint(root, step);
    rmSync(path.join(root, 'web/ab'));
    write('web/a', 'bc');
    expect(computeFingerprint(root, step)).not.toBe(first);
  });
});

describe('the start steps', () => {
  const manifest = (dir: string) =>
    JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')) as {
      name: string;
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
  const folderOf = new Map(WORKSPACE_PACKAGES.map((dir) => [manifest(dir).name, dir]));
  /** The workspace packages `dir` bundles, directly or through another one. */
  const workspaceDependencies = (dir: string, seen = new Set<string>()): Set<string> => {
    const { dependencies = {}, devDependencies = {} } = manifest(dir);
    for (const name of Object.keys({ ...dependencies, ...devDependencies })) {
      const folder = folderOf.get(name);
      if (folder && !seen.has(folder)) workspaceDependencies(folder, seen.add(folder));
    }
    return seen;
  };
  const reads = (inputs: readonly string[], dir: string) =>
    inputs.some((input) => dir === input || dir.startsWith(`${input}/`));

  it('know every package of the workspace', () => {
    const workspace = readFileSync(path.join(repoRoot, 'pnpm-workspace.yaml'), 'utf8');
    const packagesBlock = /^packages:\n((?:\s+- .+\n)+)/m.exec(workspace)![1]!;
    const folders = [...packagesBlock.matchAll(/- (\S+)/g)].flatMap(([, pattern]) =>
      pattern!.endsWith('/*')
        ? readdirSync(path.join(repoRoot, pattern!.slice(0, -2)))
            .map((name) => `${pattern!.slice(0, -1)}${name}`)
            .filter((dir) => existsSync(path.join(repoRoot, dir, 'package.json')))
        : [pattern!],
    );
    expect([...WORKSPACE_PACKAGES].sort()).toEqual(folders.sort());
    for (const dir of WORKSPACE_PACKAGES) expect(INSTALL_STEP.inputs).toContain(`${dir}/package.json`);
    expect(INSTALL_STEP.inputs).toEqual(
      expect.arrayContaining(['pnpm-lock.yaml', 'package.json', 'pnpm-workspace.yaml', 'patches']),
    );
  });

  it('read the sources of every workspace package they bundle', () => {
    for (const webStep of [WEB_STEP, WEB_SSR_STEP]) {
      for (const dir of ['web', ...workspaceDependencies('web')])
        expect(reads(webStep.inputs, dir), `${webStep.name} reads ${dir}`).toBe(true);
    }
    const release = releaseStep('.cache/release', ['a', 'b']);
    for (const dir of [
      'realtime-server',
      'workers',
      ...workspaceDependencies('realtime-server'),
      ...workspaceDependencies('workers'),
    ]) {
      expect(reads(release.inputs, dir), `release reads ${dir}`).toBe(true);
    }
    expect(release.inputs).toContain('scripts/build-release.ts');
  });

  it('rebuild the release when either web build changed', () => {
    const fingerprint = (webFingerprints: string[]) =>
      computeFingerprint(repoRoot, { ...releaseStep('.cache/release', webFingerprints), inputs: [] });
    expect(fingerprint(['web-1', 'ssr-1'])).not.toBe(fingerprint(['web-2', 'ssr-1']));
    expect(fingerprint(['web-1', 'ssr-1'])).not.toBe(fingerprint(['web-1', 'ssr-2']));
  });
});
