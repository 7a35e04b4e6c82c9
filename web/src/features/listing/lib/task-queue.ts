/**
 * Runs async tasks at most `concurrency` at a time, in the order they were queued. Twenty photos
 * decoded and sent at once would hold twenty full-size bitmaps in memory and split the uplink
 * twenty ways, so every photo would finish late instead of the first ones finishing early.
 */
export function createTaskQueue(concurrency: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const next = () => {
    if (running >= concurrency) return;
    const start = waiting.shift();
    if (start) start();
  };

  return {
    /** Resolves or rejects with the task; a task whose signal is aborted while it waits never starts. */
    run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          if (signal?.aborted) {
            reject(signal.reason);
            next();
            return;
          }
          running += 1;
          task()
            .then(resolve, reject)
            .finally(() => {
              running -= 1;
              next();
            });
        };
        waiting.push(start);
        next();
      });
    },
  };
}
