/**
 * Builds the production release into one self-contained folder: compiled JavaScript for every
 * runnable (server, workers, migrate, seed), the built web app and its server render, the SQL
 * migrations, and only the production dependencies those bundles import. Production runs `node dist/<entry>.js` from that
 * folder: no TypeScript, no tsx, no dev dependency.
 *
 *   pnpm exec tsx scripts/build-release.ts <out-dir> [--skip-web]
 *
 * The Dockerfile runs this, and the release test (e2e/release.e2e.test.ts) builds into a temporary
 * folder and starts what it produced.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The runnables, by the file name they get in dist/. */
export const RELEASE_ENTRIES = {
  server: 'realtime-server/src/main.ts',
  workers: 'workers/src/main.ts',
  migrate: 'realtime-server/src/cli/migrate.ts',
  seed: 'realtime-server/src/cli/seed.ts',
  'ensure-redis': 'realtime-server/src/cli/ensure-redis.ts',
} as const;

/** Workspace packages that declare runtime dependencies; their versions are the installed ones. The
 *  web app comes last: its server render imports React, Mantine, i18next … at run time. */
const WORKSPACE_DIRS = [
  'packages/shared',
  'packages/db',
  'packages/messaging',
  'packages/jobs',
  'realtime-server',
  'workers',
  'web',
];

/** The server render built by `vite build --ssr` (web/vite.config.ts): its libraries stay imports. */
const SSR_ENTRY = 'web/dist-ssr/entry-server.js';
/** Dependencies whose install scripts must run (native binaries), as in pnpm-workspace.yaml. */
const BUILT_DEPENDENCIES = ['@node-rs/argon2', 'sharp', 'msgpackr-extract'];

/** Packages the bundles read files from (not imports, so the metafile cannot see them): always installed. */
const ASSET_PACKAGES = ['dejavu-fonts-ttf'];

/** Our workspace code is compiled in; every third-party package stays an import, installed beside. */
const externalThirdParty: Plugin = {
  name: 'external-third-party',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@autolicit/') ? undefined : { path: args.path, external: true },
    );
  },
};

function packageNameOf(specifier: string): string | null {
  if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]!)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

/** The exact installed version of a dependency, read where a workspace package declares it. */
function installedVersion(name: string): string {
  for (const dir of WORKSPACE_DIRS) {
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    if (!manifest.dependencies?.[name]) continue;
    const installed = path.join(repoRoot, dir, 'node_modules', name, 'package.json');
    if (existsSync(installed)) return (JSON.parse(readFileSync(installed, 'utf8')) as { version: string }).version;
  }
  throw new Error(`${name} is imported by the release but no workspace package declares it as a dependency`);
}

function packagesImportedBy(metafile: Metafile): Set<string> {
  const names = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const entry of output.imports) {
      const name = entry.external ? packageNameOf(entry.path) : null;
      if (name) names.add(name);
    }
  }
  return names;
}

/**
 * The packages the server render imports, from every chunk it may load (its lazy route chunks
 * included): read by esbuild with every package external, nothing written.
 */
async function packagesImportedByServerRender(entryFile: string): Promise<Set<string>> {
  const scan = await build({
    absWorkingDir: repoRoot,
    entryPoints: [entryFile],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    metafile: true,
    logLevel: 'warning',
    plugins: [externalThirdParty],
  });
  return packagesImportedBy(scan.metafile);
}

export interface BuildReleaseOptions {
  skipWeb?: boolean;
  /** How to run pnpm, when it is not on PATH (`npx --yes pnpm@…`). */
  pnpm?: readonly string[];
}

export async function buildRelease(outDir: string, options: BuildReleaseOptions = {}): Promise<void> {
  const out = path.resolve(outDir);
  const [pnpmBin = 'pnpm', ...pnpmArgs] = options.pnpm ?? [];
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  if (!options.skipWeb)
    execFileSync(pnpmBin, [...pnpmArgs, '--filter', '@autolicit/web', 'build'], { cwd: repoRoot, stdio: 'inherit' });

  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: Object.fromEntries(
      Object.entries(RELEASE_ENTRIES).map(([name, file]) => [name, path.join(repoRoot, file)]),
    ),
    outdir: path.join(out, 'dist'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [externalThirdParty],
  });

  const imported = new Set<string>([...ASSET_PACKAGES, ...packagesImportedBy(result.metafile)]);
  const ssrEntry = path.join(repoRoot, SSR_ENTRY);
  if (existsSync(ssrEntry)) for (const name of await packagesImportedByServerRender(ssrEntry)) imported.add(name);
  const dependencies = Object.fromEntries([...imported].sort().map((name) => [name, installedVersion(name)]));
  writeFileSync(
    path.join(out, 'package.json'),
    `${JSON.stringify(
      {
        name: 'autolicit-release',
        private: true,
        type: 'module',
        engines: { node: '>=22.12.0' },
        scripts: { start: 'node dist/server.js', workers: 'node dist/workers.js', migrate: 'node dist/migrate.js' },
        dependencies,
        pnpm: {
          onlyBuiltDependencies: BUILT_DEPENDENCIES,
          // engine.io declares these type-only packages as runtime dependencies; they hold no code.
          overrides: { '@types/cors': '-', '@types/node': '-', '@types/ws': '-' },
        },
      },
      null,
      2,
    )}\n`,
  );

  // The bundles find their migrations at dist/../migrations, as packages/db/src/client.ts does.
  cpSync(path.join(repoRoot, 'packages/db/migrations'), path.join(out, 'migrations'), { recursive: true });
  // WEB_DIST_DIR defaults to web/dist under the working directory: the release folder.
  cpSync(path.join(repoRoot, 'web/dist'), path.join(out, 'web/dist'), { recursive: true });
  // The server render of the home, browse and vehicle pages, beside it (its libraries are installed below).
  if (existsSync(path.join(repoRoot, 'web/dist-ssr')))
    cpSync(path.join(repoRoot, 'web/dist-ssr'), path.join(out, 'web/dist-ssr'), { recursive: true });

  // Production dependencies only, exact versions for what the code imports.
  execFileSync(
    pnpmBin,
    [
      ...pnpmArgs,
      'install',
      '--prod',
      '--ignore-workspace',
      '--prefer-offline',
      '--config.node-linker=hoisted',
      '--reporter=silent',
    ],
    {
      cwd: out,
      stdio: 'inherit',
    },
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error('usage: tsx scripts/build-release.ts <out-dir> [--skip-web]');
    process.exit(2);
  }
  await buildRelease(outDir, { skipWeb: process.argv.includes('--skip-web') });
  console.log(`release built in ${path.resolve(outDir)}`);
}
