/**
 * The folder-level import graphs the per-file lint cannot see:
 *  - web/src/features: a feature never imports another (app/ composes them), so the graph has no
 *    edge at all, and therefore no cycle;
 *  - realtime-server/src/modules: modules may use each other, but never in a circle.
 * Tests are left out, as in the lint (a test may set up a scene from several features).
 *
 *   pnpm exec tsx scripts/check-feature-cycles.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Source files by path (posix, relative to the repository root). */
export type SourceFiles = ReadonlyMap<string, string>;

export interface FolderEdge {
  from: string;
  to: string;
  /** The importing file and the specifier, for the report. */
  file: string;
  specifier: string;
}

/** Static imports, re-exports and dynamic imports with a relative specifier. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]*)['"]/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

export function isTestFile(file: string): boolean {
  return /\.test\.tsx?$/.test(file);
}

function resolveSpecifier(files: SourceFiles, from: string, specifier: string): string | null {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  for (const extension of EXTENSIONS) if (files.has(base + extension)) return base + extension;
  return null;
}

/** The folder (feature or module) a file belongs to: the first path segment under `root`. */
export function folderOf(root: string, file: string): string | null {
  const prefix = `${root}/`;
  if (!file.startsWith(prefix)) return null;
  const rest = file.slice(prefix.length).split('/');
  return rest.length > 1 ? rest[0]! : null;
}

/** Every import from one folder under `root` into another. */
export function folderEdges(files: SourceFiles, root: string): FolderEdge[] {
  const edges: FolderEdge[] = [];
  for (const [file, source] of files) {
    const from = folderOf(root, file);
    if (!from || isTestFile(file)) continue;
    for (const match of source.matchAll(SPECIFIER)) {
      const specifier = match[1]!;
      const target = resolveSpecifier(files, file, specifier);
      const to = target ? folderOf(root, target) : null;
      if (to && to !== from) edges.push({ from, to, file, specifier });
    }
  }
  return edges;
}

/** The cycles of a folder graph: each strongly connected group of two or more folders, sorted. */
export function findCycles(edges: readonly Pick<FolderEdge, 'from' | 'to'>[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, new Set());
    if (!next.has(to)) next.set(to, new Set());
    next.get(from)!.add(to);
  }
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

export interface FolderCheck {
  /** Imports that break the rule (every cross-folder import for the web's features). */
  forbidden: FolderEdge[];
  cycles: string[][];
}

export const WEB_FEATURES_ROOT = 'web/src/features';
export const SERVER_MODULES_ROOT = 'realtime-server/src/modules';

/** The web's features must not import each other; the server's modules must not import in a circle. */
export function checkFolders(files: SourceFiles): { web: FolderCheck; server: FolderCheck } {
  const webEdges = folderEdges(files, WEB_FEATURES_ROOT);
  const serverEdges = folderEdges(files, SERVER_MODULES_ROOT);
  return {
    web: { forbidden: webEdges, cycles: findCycles(webEdges) },
    server: { forbidden: [], cycles: findCycles(serverEdges) },
  };
}

/** A cycle as the report writes it, e.g. "auth <-> mfa". */
export function describeCycle(cycle: readonly string[]): string {
  return cycle.join(' <-> ');
}

function readSources(repoRoot: string, roots: readonly string[]): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(repoRoot, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else if (/\.tsx?$/.test(entry.name)) files.set(relative, readFileSync(path.join(repoRoot, relative), 'utf8'));
    }
  };
  for (const root of roots) walk(root);
  return files;
}

function main(): void {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { web, server } = checkFolders(readSources(repoRoot, [WEB_FEATURES_ROOT, SERVER_MODULES_ROOT]));
  const arrows = new Set(web.forbidden.map((edge) => `${edge.from}->${edge.to}`));
  console.log(
    `web features: ${web.forbidden.length} cross-feature imports, ${arrows.size} arrows, ${web.cycles.length} cycles`,
  );
  console.log(`server modules: ${server.cycles.length} cycles`);
  for (const edge of web.forbidden) console.log(`  ${edge.file}: '${edge.specifier}' (${edge.from} -> ${edge.to})`);
  for (const cycle of web.cycles) console.log(`  web cycle: ${describeCycle(cycle)}`);
  for (const cycle of server.cycles) console.log(`  server cycle: ${describeCycle(cycle)}`);
  if (web.forbidden.length > 0 || web.cycles.length > 0 || server.cycles.length > 0) {
    console.log(
      'A web feature imports only its own folder and shared code (app/ composes features); server modules import one way.',
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
