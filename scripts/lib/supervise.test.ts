import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const supervise = path.join(import.meta.dirname, 'supervise.sh');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const lines = (file: string) => {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);
  } catch {
    return [];
  }
};

/** Runs start.sh's supervision on two fake services: one that keeps crashing, one that runs. */
function startSupervisor(dir: string) {
  const script = `
    source ${JSON.stringify(supervise)}
    supervisor_init
    trap 'supervisor_stop_all; exit 0' INT TERM
    supervise crasher bash -c 'echo start >> ${dir}/crasher.log; sleep 0.3; exit 3'
    supervise steady bash -c 'echo $$ >> ${dir}/steady.log; trap "echo stopped >> ${dir}/steady.log; exit 0" TERM; while :; do sleep 0.05; done'
    supervisor_wait`;
  const child = spawn('bash', ['-c', script], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { child, stderr: () => stderr };
}

describe('start.sh supervision (scripts/lib/supervise.sh)', () => {
  it('restarts a process that dies, with a growing delay, without touching the others; SIGTERM stops all', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'supervise-'));
    dirs.push(dir);
    const { child, stderr } = startSupervisor(dir);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    // Starts at ~0 s, ~1.3 s (1 s delay), ~3.6 s (2 s delay): the backoff doubles. Waited for
    // rather than slept on, so a busy machine's slower process starts cannot miss the third one.
    await expect.poll(() => lines(path.join(dir, 'crasher.log')).length, { timeout: 10_000 }).toBe(3);
    expect(stderr()).toMatch(
      /crasher exited with status 3; restarting in 1s[\s\S]*crasher exited with status 3; restarting in 2s/,
    );
    const steady = lines(path.join(dir, 'steady.log'));
    expect(steady).toHaveLength(1);

    const stopAt = Date.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - stopAt).toBeLessThan(3_000);
    // The running service got its SIGTERM (and shut down its own way); nothing is left running.
    expect(lines(path.join(dir, 'steady.log'))).toEqual([steady[0], 'stopped']);
    expect(() => process.kill(Number(steady[0]), 0)).toThrow();
    await sleep(1_500);
    expect(lines(path.join(dir, 'crasher.log')).length).toBe(3);
  }, 15_000);
});
