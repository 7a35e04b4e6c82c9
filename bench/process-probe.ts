/**
 * Preloaded (`--import`) into a benchmark's child process, beside whatever it runs (a server node,
 * the workers' own `main.ts`, the clients): answers the parent's `{ probe }` messages over the IPC
 * channel with the process's event-loop delay since the last reset, its CPU seconds and memory.
 * The process under test is not changed at all.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

interface ProbeRequest {
  probe: number;
  reset?: boolean;
}

if (process.send) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let elu = performance.eventLoopUtilization();
  process.on('message', (message: ProbeRequest) => {
    if (typeof message?.probe !== 'number') return;
    const usage = process.cpuUsage();
    const memory = process.memoryUsage();
    const utilization = performance.eventLoopUtilization(elu).utilization;
    const result = {
      cpu: (usage.user + usage.system) / 1e6,
      rss: memory.rss,
      heapUsed: memory.heapUsed,
      delayP99Ms: delay.count > 0 ? delay.percentile(99) / 1e6 : 0,
      delayMaxMs: delay.count > 0 ? delay.max / 1e6 : 0,
      eventLoopUtilization: utilization,
    };
    if (message.reset) {
      delay.reset();
      elu = performance.eventLoopUtilization();
    }
    process.send?.({ probe: message.probe, result });
  });
}
