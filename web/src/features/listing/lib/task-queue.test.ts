import { describe, expect, it } from 'vitest';
import { createTaskQueue } from './task-queue';

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createTaskQueue', () => {
  it('runs at most `concurrency` tasks at once, in queue order', async () => {
    const queue = createTaskQueue(2);
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const results = gates.map((gate, i) => queue.run(async () => (started.push(i), await gate.promise, i)));
    await tick();
    expect(started).toEqual([0, 1]);
    gates[1]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.resolve();
    gates[2]!.resolve();
    expect(await Promise.all(results)).toEqual([0, 1, 2]);
  });

  it('passes a failure on and keeps going', async () => {
    const queue = createTaskQueue(1);
    const failing = queue.run(async () => Promise.reject(new Error('boom')));
    const next = queue.run(async () => 'ok');
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('ok');
  });

  it('never starts a task cancelled while waiting', async () => {
    const queue = createTaskQueue(1);
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    const controller = new AbortController();
    let ran = false;
    const second = queue.run(async () => void (ran = true), controller.signal);
    const third = queue.run(async () => 'third');
    controller.abort();
    gate.resolve();
    await first;
    await expect(second).rejects.toThrow();
    expect(ran).toBe(false);
    expect(await third).toBe('third');
  });
});
