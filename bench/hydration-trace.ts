/**
 * What the long tasks of a page's load are, on a phone: loads a page in Debian's Chromium at a phone's
 * size with 4× CPU slowdown and Lighthouse's slow 4G, records a DevTools trace, and prints every task
 * over 50 ms with what started it (a script's evaluation, a timer, a network answer, a socket message,
 * the scheduler's message loop) and the blocking time after first paint. Not part of the test command.
 *
 *   pnpm exec tsx bench/hydration-trace.ts http://localhost:3000/ [runs]
 */
import { chromium } from 'playwright-core';

const url = process.argv[2] ?? 'http://localhost:3000/';
const runs = Number(process.argv[3] ?? 1);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: Record<string, unknown>; name?: string };
}

/** Each top-level task over 50 ms, with the events directly inside it that say what it ran. */
function describeLongTasks(events: TraceEvent[], startTs: number): { fcp: number; tbt: number; lines: string[] } {
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint');
  const fcp = fcpEvent ? (fcpEvent.ts - startTs) / 1000 : 0;
  // The page's main thread: the renderer thread that painted first.
  const mainTid = fcpEvent?.tid;
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > 50_000 && e.tid === mainTid,
  );
  const lines: string[] = [];
  let tbt = 0;
  for (const task of tasks) {
    const start = (task.ts - startTs) / 1000;
    const duration = (task.dur ?? 0) / 1000;
    if (start >= fcp) tbt += Math.max(0, duration - 50);
    const end = task.ts + (task.dur ?? 0);
    const inner = events.filter(
      (e) =>
        e.tid === task.tid &&
        e.ts >= task.ts &&
        e.ts < end &&
        e !== task &&
        e.ph === 'X' &&
        (e.dur ?? 0) > 5_000 &&
        [
          'EvaluateScript',
          'v8.evaluateModule',
          'FunctionCall',
          'TimerFire',
          'EventDispatch',
          'FireAnimationFrame',
          'v8.run',
          'ResourceReceivedData',
          'ParseHTML',
          'UpdateLayoutTree',
          'Layout',
          'RunMicrotasks',
          'HandlePostMessage',
        ].includes(e.name),
    );
    const what = inner.slice(0, 8).map((e) => {
      const data = e.args?.data ?? {};
      const detail =
        (data.url as string | undefined)?.split('/').pop() ??
        (data.type as string | undefined) ??
        (data.functionName as string | undefined) ??
        '';
      return `${e.name}${detail ? `(${detail}${data.lineNumber ? `:${data.lineNumber}` : ''})` : ''} ${(e.dur! / 1000).toFixed(0)}ms`;
    });
    lines.push(`  ${start.toFixed(0).padStart(6)} ms  ${duration.toFixed(0).padStart(4)} ms  ${what.join(' | ')}`);
  }
  return { fcp, tbt, lines };
}

/**
 * With TRACE_PROFILE=<ms>: the sampled stacks of the task that starts at that time (±20 ms; 0: the longest after first paint, -1 the second longest…): the
 * functions with the most self time and the distinct outermost frames (what called into the app).
 */
function printProfile(events: TraceEvent[], startTs: number, atMs: number): void {
  interface Node {
    id: number;
    parent?: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
  }
  const nodes = new Map<number, Node>();
  const samples: { ts: number; node: number }[] = [];
  let ts = 0;
  for (const e of events.filter((ev) => ev.name === 'ProfileChunk')) {
    const data = (e.args?.data ?? {}) as { cpuProfile?: { nodes?: Node[]; samples?: number[] }; timeDeltas?: number[] };
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i++) {
      ts += deltas[i] ?? 0;
      samples.push({ ts, node: ids[i]! });
    }
  }
  const profile = events.find((e) => e.name === 'Profile');
  const profileStart = (profile?.args?.data as { startTime?: number } | undefined)?.startTime ?? profile?.ts ?? startTs;
  const mainTid = events.find((e) => e.name === 'firstContentfulPaint')?.tid;
  const fcpTs = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? 0;
  const longTasks = events.filter(
    (e) => e.name === 'RunTask' && e.tid === mainTid && (e.dur ?? 0) > 50_000 && (atMs > 0 || e.ts >= fcpTs),
  );
  // 0 means the longest task after the first paint, -1 the second longest, and so on.
  const task =
    atMs <= 0
      ? longTasks.sort((a, b) => b.dur! - a.dur!)[-atMs]!
      : longTasks.find((e) => Math.abs((e.ts - startTs) / 1000 - atMs) < 20)!;
  const inTask = samples.filter((s) => profileStart + s.ts >= task.ts && profileStart + s.ts < task.ts + task.dur!);
  const self = new Map<string, number>();
  const roots = new Map<string, number>();
  const label = (n: Node) =>
    `${n.callFrame.functionName || '(anonymous)'} ${(n.callFrame.url ?? '').split('/').pop()}:${n.callFrame.lineNumber + 1}`;
  for (const s of inTask) {
    const node = nodes.get(s.node);
    if (!node) continue;
    self.set(label(node), (self.get(label(node)) ?? 0) + 1);
    const stack: string[] = [];
    for (let n: Node | undefined = node; n; n = n.parent === undefined ? undefined : nodes.get(n.parent))
      stack.push(label(n));
    const outer = stack
      .reverse()
      .filter((f) => !f.startsWith('(root)') && !f.startsWith('(program)'))
      .slice(0, 6)
      .join(' > ');
    roots.set(outer, (roots.get(outer) ?? 0) + 1);
  }
  // Where the time went below React: the first frames of app or library code each sample ran.
  const below = new Map<string, number>();
  for (const s of inTask) {
    const stack: string[] = [];
    for (let n: Node | undefined = nodes.get(s.node); n; n = n.parent === undefined ? undefined : nodes.get(n.parent))
      stack.push(label(n));
    stack.reverse();
    const firstOwn = stack.findIndex((f, i) => i > 0 && stack[i - 1]!.includes('react-') && !f.includes('react-'));
    if (firstOwn < 0) continue;
    const key = stack.slice(firstOwn, firstOwn + 3).join(' > ');
    below.set(key, (below.get(key) ?? 0) + 1);
  }
  // Which of React's commit phases each sample was in.
  const phases = new Map<string, number>();
  const byComponent = new Map<string, number>();
  for (const s of inTask) {
    const stack: string[] = [];
    for (let n: Node | undefined = nodes.get(s.node); n; n = n.parent === undefined ? undefined : nodes.get(n.parent))
      stack.push(label(n).split(' ')[0]!);
    const phase =
      stack.find((f) =>
        /^(commitHookEffectListMount|commitMutationEffects|commitLayoutEffects|flushPassiveEffects|commitPassiveMountEffects|commitBeforeMutationEffects|renderRootSync|renderRootConcurrent|commitRoot|flushSync)$/.test(
          f,
        ),
      ) ?? 'other';
    phases.set(phase, (phases.get(phase) ?? 0) + 1);
    if (phase === 'renderRootSync' || phase === 'commitHookEffectListMount') {
      const full: string[] = [];
      for (let n: Node | undefined = nodes.get(s.node); n; n = n.parent === undefined ? undefined : nodes.get(n.parent))
        full.push(label(n));
      full.reverse();
      const own =
        full.find(
          (f, i) =>
            i > 0 &&
            full[i - 1]!.includes('react-') &&
            !f.includes('react-') &&
            full.slice(0, i).some((g) => g.startsWith(phase)),
        ) ?? '(react itself)';
      const key = `${phase}: ${own}`;
      byComponent.set(key, (byComponent.get(key) ?? 0) + 1);
    }
  }
  for (const [name, count] of [...byComponent].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`    in ${String(count).padStart(4)}  ${name}`);
  console.log('    phases', JSON.stringify([...phases].sort((a, b) => b[1] - a[1])));
  for (const [name, count] of [...below].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`    below ${String(count).padStart(4)}  ${name}`);
  console.log(`  task at ${((task.ts - startTs) / 1000).toFixed(0)} ms: ${inTask.length} samples`);
  for (const [name, count] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`    self ${String(count).padStart(4)}  ${name}`);
  for (const [name, count] of [...roots].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`    from ${String(count).padStart(4)}  ${name}`);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'blink.user_timing',
        'loading',
        'toplevel',
        ...(process.env.TRACE_PROFILE ? ['disabled-by-default-v8.cpu_profiler'] : []),
      ],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(8_000);
    const buffer = await browser.stopTracing();
    const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const navigation =
      events.find((e) => e.name === 'navigationStart') ?? events.find((e) => e.name === 'TracingStartedInBrowser');
    const { fcp, tbt, lines } = describeLongTasks(events, navigation?.ts ?? events[0]!.ts);
    console.log(`run ${run + 1}: FCP ${fcp.toFixed(0)} ms, blocking time after FCP ${tbt.toFixed(0)} ms`);
    for (const line of lines) console.log(line);
    if (process.env.TRACE_PROFILE)
      printProfile(events, navigation?.ts ?? events[0]!.ts, Number(process.env.TRACE_PROFILE));
    await context.close();
  }
} finally {
  await browser.close();
}
