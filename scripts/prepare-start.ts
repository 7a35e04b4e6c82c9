/**
 * What `scripts/start.sh` runs before the server: installs dependencies, builds the web app, its
 * server render and the release — each step only when its inputs changed since it last ran in this
 * folder (scripts/lib/build-fingerprint.ts). A start with nothing changed builds nothing.
 *
 *   node scripts/prepare-start.ts <release-dir> <pnpm command…>
 *
 * It runs on Node's own TypeScript support (no tsx: dependencies may not be installed yet).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runStepIfChanged, type BuildStep } from './lib/build-fingerprint.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The workspace's packages (pnpm-workspace.yaml), by folder. */
export const WORKSPACE_PACKAGES = [
  'packages/shared',
  'packages/db',
  'packages/messaging',
  'packages/jobs',
  'packages/test-support',
  'realtime-server',
  'workers',
  'web',
];

/** Read by every step: what decides the installed dependencies, and the shared compiler settings. */
const WORKSPACE_FILES = [
  'package.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  '.npmrc',
  'patches',
  'tsconfig.base.json',
];

/** Native addons and bundlers differ by Node version and machine. */
const RUNTIME = [`node ${process.version}`, `${process.platform}-${process.arch}`];

export const INSTALL_STEP: BuildStep = {
  name: 'install',
  inputs: [...WORKSPACE_FILES, ...WORKSPACE_PACKAGES.map((dir) => `${dir}/package.json`)],
  extras: RUNTIME,
  output: 'node_modules',
  outputFiles: ['.modules.yaml'],
};

/** The web app bundles its own sources and the workspace packages it depends on. */
const WEB_INPUTS = [...WORKSPACE_FILES, 'web', 'packages/shared'];

export const WEB_STEP: BuildStep = {
  name: 'web',
  inputs: WEB_INPUTS,
  extras: RUNTIME,
  output: 'web/dist',
  outputFiles: ['index.html', '.vite/manifest.json'],
};

export const WEB_SSR_STEP: BuildStep = {
  name: 'web-ssr',
  inputs: WEB_INPUTS,
  extras: RUNTIME,
  output: 'web/dist-ssr',
  outputFiles: ['entry-server.js'],
};

/** The release compiles the server side and copies both web builds, so their fingerprints are inputs too. */
export function releaseStep(releaseDir: string, webFingerprints: readonly string[]): BuildStep {
  return {
    name: 'release',
    inputs: [...WORKSPACE_FILES, 'packages', 'realtime-server', 'workers', 'scripts/build-release.ts'],
    extras: [...RUNTIME, ...webFingerprints.map((fingerprint) => `web build ${fingerprint}`)],
    output: releaseDir,
    outputFiles: [
      'package.json',
      'dist/server.js',
      'dist/workers.js',
      'dist/migrate.js',
      'dist/seed.js',
      'dist/ensure-redis.js',
    ],
  };
}

function runLogged(step: BuildStep, build: () => void | Promise<void>): Promise<string> {
  const startedAt = Date.now();
  return runStepIfChanged(repoRoot, step, build).then(({ fingerprint, built }) => {
    console.log(
      built
        ? `== ${step.name}: built in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`
        : `== ${step.name}: up to date`,
    );
    return fingerprint;
  });
}

export async function prepareStart(releaseDir: string, pnpm: readonly string[]): Promise<void> {
  const [pnpmBin, ...pnpmArgs] = pnpm;
  if (!pnpmBin) throw new Error('prepareStart needs the pnpm command');
  const run = (file: string, args: readonly string[], cwd = repoRoot): void => {
    execFileSync(file, args, { cwd, stdio: 'inherit' });
  };

  await runLogged(INSTALL_STEP, () => run(pnpmBin, [...pnpmArgs, 'install', '--frozen-lockfile']));
  const vite = path.join(repoRoot, 'web/node_modules/.bin/vite');
  const web = await runLogged(WEB_STEP, () => run(vite, ['build'], path.join(repoRoot, 'web')));
  const webSsr = await runLogged(WEB_SSR_STEP, () =>
    run(vite, ['build', '--ssr', 'src/entry-server.tsx'], path.join(repoRoot, 'web')),
  );
  // Imported only now: it needs esbuild, which the install step brings.
  const { buildRelease } = await import('./build-release.ts');
  await runLogged(releaseStep(releaseDir, [web, webSsr]), () =>
    buildRelease(path.join(repoRoot, releaseDir), { skipWeb: true, pnpm }),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [releaseDir, ...pnpm] = process.argv.slice(2);
  if (!releaseDir || pnpm.length === 0) {
    console.error('usage: node scripts/prepare-start.ts <release-dir> <pnpm command…>');
    process.exit(2);
  }
  await prepareStart(path.relative(repoRoot, path.resolve(releaseDir)), pnpm);
}
