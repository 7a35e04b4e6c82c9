/**
 * Skips a build step whose inputs have not changed since it last ran here. A step's fingerprint is a
 * SHA-256 of the content of every file it reads (sources of the packages it bundles, lockfile, build
 * configs) and of the values that change its output (the Node version, another step's fingerprint).
 * It is stored inside the step's output folder, so anything else that rebuilds or deletes that folder
 * (`pnpm build`, `vite build`) throws it away with the output, and the next start builds again.
 *
 * Node builtins only: scripts/prepare-start.ts runs it before dependencies are installed.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Folders that hold outputs, caches or installed packages: never read as inputs. */
const NOT_INPUTS = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  '.cache',
  'coverage',
  'test-results',
  'playwright-report',
  '.git',
]);

/** The file the fingerprint is kept in, inside the step's output folder. */
export const FINGERPRINT_FILE = '.build-fingerprint';

export interface BuildStep {
  name: string;
  /** Files and folders (relative to the repository root) whose content the output depends on. */
  inputs: readonly string[];
  /** Values the output depends on besides files: the Node version, other steps' fingerprints. */
  extras: readonly string[];
  /** The folder the step writes (relative to the root); the fingerprint is kept inside it. */
  output: string;
  /** Files inside `output` that must exist for the step to count as done. */
  outputFiles: readonly string[];
}

function collectFiles(root: string, relative: string, files: string[]): void {
  const absolute = path.join(root, relative);
  const stats = statSync(absolute, { throwIfNoEntry: false });
  if (!stats) return;
  if (stats.isFile()) {
    if (!relative.endsWith('.tsbuildinfo')) files.push(relative.split(path.sep).join('/'));
    return;
  }
  if (!stats.isDirectory()) return;
  for (const entry of readdirSync(absolute)) {
    if (!NOT_INPUTS.has(entry)) collectFiles(root, path.join(relative, entry), files);
  }
}

/** Every input file of `inputs` (files or folders under `root`), as sorted '/'-separated paths. */
export function listInputFiles(root: string, inputs: readonly string[]): string[] {
  const files: string[] = [];
  for (const input of inputs) collectFiles(root, input, files);
  return [...new Set(files)].sort();
}

/** The step's fingerprint: its name, its extras, and the path and content of every input file. */
export function computeFingerprint(root: string, step: Pick<BuildStep, 'name' | 'inputs' | 'extras'>): string {
  const hash = createHash('sha256');
  hash.update(`step\0${step.name}\0`);
  for (const extra of step.extras) hash.update(`extra\0${extra}\0`);
  // A declared input that is absent counts too: creating it must rebuild.
  for (const input of step.inputs) if (!existsSync(path.join(root, input))) hash.update(`absent\0${input}\0`);
  for (const file of listInputFiles(root, step.inputs)) {
    const content = readFileSync(path.join(root, file));
    hash.update(`file\0${file}\0${content.length}\0`);
    hash.update(content);
  }
  return hash.digest('hex');
}

/** True when the step's output is there and was built from inputs with this fingerprint. */
export function isStepCurrent(root: string, step: BuildStep, fingerprint: string): boolean {
  const output = path.join(root, step.output);
  if (!step.outputFiles.every((file) => existsSync(path.join(output, file)))) return false;
  const stamp = path.join(output, FINGERPRINT_FILE);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === fingerprint;
}

export function recordStep(root: string, step: BuildStep, fingerprint: string): void {
  writeFileSync(path.join(root, step.output, FINGERPRINT_FILE), `${fingerprint}\n`);
}

/**
 * Runs `build` unless the step is current, then records the fingerprint the inputs had before the
 * build (an input edited while it ran makes the next start build again). Returns the fingerprint.
 */
export async function runStepIfChanged(
  root: string,
  step: BuildStep,
  build: () => void | Promise<void>,
): Promise<{ fingerprint: string; built: boolean }> {
  const fingerprint = computeFingerprint(root, step);
  if (isStepCurrent(root, step, fingerprint)) return { fingerprint, built: false };
  // A build that fails half-way must not leave an older fingerprint beside a half-written output.
  rmSync(path.join(root, step.output, FINGERPRINT_FILE), { force: true });
  await build();
  recordStep(root, step, fingerprint);
  return { fingerprint, built: true };
}
