/**
 * What the long tasks of a page's load are, on a phone: loads a page in Debian's Chromium at a phone's
 * size with 4× CPU slowdown and Lighthouse's slow 4G, records a DevTools trace, and prints every task
 * over 50 ms with what started it (a script's evaluation, a timer, a network answer, a socket message,
 * the scheduler's message loop) and the blocking time after first paint. Not part of the test command.
 *
 * With --tap: how soon a visitor's tap on a vehicle page's bid button is answered. The server's HTML
 * paints the button before the app's code is in, and a tap until then is lost (the button is
 * disabled; once enabled, the page holds a tap until it has hydrated), so the run taps the painted button (the phone's bid bar; signed out it asks to sign in)
 * every ~100 ms from the first paint, as an impatient visitor would, and stops at the first tap after
 * which a dialog opens (signed out: the sign-in dialog). It prints when that tap was made, when the
 * page dispatched its click and when the dialog appeared (ms after navigation start), the first
 * paint, and the long tasks until the dialog with the blocking time of those before the tap; then
 * the medians, and last a JSON line. Given a base URL it measures bench/open-vehicle.ts's vehicle.
 * With --as=email:password the run is that signed-in bidder's (a bidder opening the page from an
 * outbid notice): the bar's button then opens the bid's confirmation, and the run also prints when
 * its confirm could be used ("confirmable at": a dialog on the page without its "connecting" line).
 * `TRACE_NETWORK=1` also prints each request's start and end and the live socket's frames.
 *
 *   pnpm exec tsx bench/hydration-trace.ts http://localhost:3000/ [runs]
 *   pnpm exec tsx bench/hydration-trace.ts --tap http://localhost:3000 [runs]     (runs: default 5)
 *   pnpm exec tsx bench/hydration-trace.ts --tap http://localhost:3000/vehicle/<id> [runs]
 *   pnpm exec tsx bench/hydration-trace.ts --tap --as=user@autolicit.ro:Demo-User-2026 http://localhost:3000 [runs]
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { findOpenVehicleUrl } from './open-vehicle';
import { percentile } from './stats';

const args = process.argv.slice(2);
const tapMode = args.includes('--tap');
/** `--as=email:password`: a signed-in bidder (the bid button then opens the bid's confirmation). */
const signInAs = args.find((arg) => arg.startsWith('--as='))?.slice('--as='.length);
const [urlArg, runsArg] = args.filter((arg) => !arg.startsWith('--'));
const url = urlArg ?? 'http://localhost:3000/';
const runs = Number(runsArg ?? (tapMode ? 5 : 1));

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: Record<string, unknown>; name?: string };
}

interface LongTask {
  /** ms after navigation start */
  start: number;
  duration: number;
  line: string;
}

/** Each top-level task over 50 ms, with the events directly inside it that say what it ran. */
function describeLongTasks(
  events: TraceEvent[],
  startTs: number,
): { fcp: number; tbt: number; lines: string[]; tasks: LongTask[] } {
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint');
  const fcp = fcpEvent ? (fcpEvent.ts - startTs) / 1000 : 0;
  // The page's main thread: the renderer thread that painted first.
  const mainTid = fcpEvent?.tid;
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > 50_000 && e.tid === mainTid,
  );
  const lines: string[] = [];
  const described: LongTask[] = [];
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
    const line = `  ${start.toFixed(0).padStart(6)} ms  ${duration.toFixed(0).padStart(4)} ms  ${what.join(' | ')}`;
    lines.push(line);
    described.push({ start, duration, line });
  }
  return { fcp, tbt, lines, tasks: described };
}

/**
 * With TRACE_PROFILE=<ms> (also with --tap): the sampled stacks of the task that starts at that time (±20 ms; 0: the longest after first paint, -1 the second longest…): the
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

/** A phone as in Lighthouse's mobile preset: Moto G Power size, 4× CPU slowdown, slow 4G. */
async function openThrottledPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
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
  return { context, page };
}

async function startTrace(browser: Browser, page: Page): Promise<void> {
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
}

async function stopTrace(browser: Browser): Promise<TraceEvent[]> {
  const buffer = await browser.stopTracing();
  return (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
}

function findNavigationStart(events: TraceEvent[]): number {
  const navigation =
    events.find((e) => e.name === 'navigationStart') ?? events.find((e) => e.name === 'TracingStartedInBrowser');
  return navigation?.ts ?? events[0]!.ts;
}

/**
 * `TRACE_NETWORK=1`: when each request of the load started and finished (ms after navigation
 * start, with its size on the wire), and the live socket's opening and frames: what a tap waits
 * for when the main thread is idle.
 */
function printNetwork(events: TraceEvent[], startTs: number, untilMs: number): void {
  const at = (e: TraceEvent) => (e.ts - startTs) / 1000;
  const sent = new Map<string, { start: number; url: string }>();
  const lines: { ms: number; text: string }[] = [];
  for (const e of events) {
    const data = e.args?.data ?? {};
    const id = String(data.requestId ?? data.identifier ?? '');
    if (e.name === 'ResourceSendRequest') sent.set(id, { start: at(e), url: String(data.url) });
    if (e.name === 'ResourceFinish' && sent.has(id)) {
      const { start, url } = sent.get(id)!;
      const path = new URL(url).pathname.replace(/^\/assets\//, '');
      const kib = Number(data.encodedDataLength ?? 0) / 1024;
      lines.push({
        ms: start,
        text: `${start.toFixed(0).padStart(6)} → ${at(e).toFixed(0).padStart(6)} ms  ${kib.toFixed(1).padStart(6)} KiB  ${path}`,
      });
    }
    if (e.name.startsWith('WebSocket')) {
      const what = e.name === 'WebSocketCreate' ? `socket opened (${String(data.url).split('?')[0]})` : e.name;
      lines.push({ ms: at(e), text: `${at(e).toFixed(0).padStart(6)}             ${''.padStart(11)}  ${what}` });
    }
  }
  for (const line of lines.filter((l) => l.ms <= untilMs).sort((a, b) => a.ms - b.ms)) console.log(line.text);
}

/** One load of the page: its long tasks over the first 8 s after the load event. */
async function traceLoad(browser: Browser, run: number): Promise<void> {
  const { context, page } = await openThrottledPage(browser);
  await startTrace(browser, page);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(8_000);
  const events = await stopTrace(browser);
  const startTs = findNavigationStart(events);
  const { fcp, tbt, lines } = describeLongTasks(events, startTs);
  console.log(`run ${run + 1}: FCP ${fcp.toFixed(0)} ms, blocking time after FCP ${tbt.toFixed(0)} ms`);
  for (const line of lines) console.log(line);
  if (process.env.TRACE_PROFILE) printProfile(events, startTs, Number(process.env.TRACE_PROFILE));
  await context.close();
}

/**
 * Installed in the page before its own scripts. It only records: the clicks the page got (a disabled
 * button, as the bid button is until the app has taken over, gets none) with the tap's input time,
 * when an element with role=dialog was added, and when a dialog was first on the page without the
 * bid confirmation's "connecting" line (its confirm usable). Times are performance.now(): ms after
 * navigation start, taken in the page as the DOM changes: a poll from outside the page waits for a
 * turn of its main thread and read up to a second late.
 * The mark lines the page's clock up with the trace's.
 */
const TAP_PROBE = `(() => {
  if (window !== window.top) return;
  const probe = { clicks: [], dialogs: [], confirmable: null };
  window.__tapProbe = probe;
  performance.mark('tap-probe:document');
  addEventListener('click', (event) => probe.clicks.push({ input: event.timeStamp, dispatched: performance.now() }), true);
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node.nodeType === 1 && (node.matches('[role="dialog"]') || node.querySelector('[role="dialog"]')))
          probe.dialogs.push(performance.now());
    if (probe.confirmable === null && document.querySelector('[role="dialog"]') &&
        !document.querySelector('[data-testid="bid-dialog-connecting"]'))
      probe.confirmable = performance.now();
  }).observe(document, { childList: true, subtree: true });
})();`;

/**
 * The page's clicks so far and the middle of the bid button when it is on screen. Phones get the bid
 * bar on the bottom edge, and a visitor's bid starts there ("sign in to bid"); its place is read
 * before every tap because the layout can still move.
 */
async function readTapState(page: Page): Promise<{ clicks: number; target: { x: number; y: number } | null }> {
  return (await page.evaluate(`(() => {
    const button = document.querySelector('[data-testid="sticky-bid-button"]');
    const rect = button?.getBoundingClientRect();
    const onScreen = rect && rect.width > 0 && rect.top >= 0 && rect.bottom <= innerHeight;
    return {
      clicks: window.__tapProbe.clicks.length,
      target: onScreen ? { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 } : null,
    };
  })()`)) as { clicks: number; target: { x: number; y: number } | null };
}

interface TapProbe {
  clicks: { input: number; dispatched: number }[];
  dialogs: number[];
  confirmable: number | null;
}

interface TapResult {
  /** When the tap that was answered was made (its input time), ms after navigation start. */
  tapMs: number;
  /** When the page dispatched that tap's click (later than the tap while the main thread is busy). */
  clickMs: number;
  /** When the dialog it opened was added to the page. */
  dialogMs: number;
  /** A bidder's dialog: when its confirm could be used (the page connected live); null for a visitor. */
  confirmableMs: number | null;
  /** When the button was first laid out, i.e. could be tapped. */
  buttonMs: number;
  fcpMs: number;
  taps: number;
  longTasks: LongTask[];
  /** Sum of (duration − 50 ms) over the long tasks that started before the answered tap. */
  blockingMs: number;
}

/** Signs the context in (its cookie jar is the browser's); returns the user's id. */
async function signIn(context: BrowserContext, origin: string, credentials: string): Promise<string> {
  const separator = credentials.indexOf(':');
  const response = await context.request.post(`${origin}/api/auth/login`, {
    data: { email: credentials.slice(0, separator), password: credentials.slice(separator + 1) },
    headers: { Origin: origin },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
  const user = (await (await context.request.get(`${origin}/api/auth/user`)).json()) as { id: string };
  return user.id;
}

/** Loads the vehicle page and taps its bid button every ~100 ms until one tap opens a dialog. */
async function measureTapToResponse(browser: Browser, vehicleUrl: string): Promise<TapResult> {
  const { context, page } = await openThrottledPage(browser);
  if (signInAs) await signIn(context, new URL(vehicleUrl).origin, signInAs);
  await context.addInitScript({ content: TAP_PROBE });
  const deadline = Date.now() + 60_000;
  await startTrace(browser, page);
  await page.goto(vehicleUrl, { waitUntil: 'commit' });
  // A tap aims at what is on screen: nothing before the first paint (the layout may still lack CSS).
  // A function, not a string: the app's Content-Security-Policy forbids eval.
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
    polling: 20,
    timeout: 60_000,
  });
  let state = await readTapState(page);
  while (!state.target) {
    if (Date.now() > deadline) throw new Error('the bid button never appeared');
    await page.waitForTimeout(20);
    state = await readTapState(page);
  }
  const buttonLaidOutAt = Date.now();
  const tapsSentAt: number[] = [];
  let clicksSeen = 0;
  let answered = false;
  while (!answered) {
    if (Date.now() > deadline) throw new Error(`no dialog after ${tapsSentAt.length} taps`);
    const sentAt = Date.now();
    // Coordinates, not locator.tap(): no actionability checks, which would wait for the button
    // to be enabled, i.e. for the app — exactly what is being measured.
    if (state.target) {
      await page.touchscreen.tap(state.target.x, state.target.y);
      tapsSentAt.push(sentAt);
    }
    await page.waitForTimeout(Math.max(1, sentAt + 100 - Date.now()));
    state = await readTapState(page);
    if (state.clicks === clicksSeen) continue;
    clicksSeen = state.clicks;
    // The button took the tap. A visitor's tap always opens the sign-in dialog, whose code may still
    // be on its way over slow 4G; a bidder's opens the confirmation only once the live connection is
    // up (a tap before that does nothing), so after half a second the bidder taps again.
    answered = await page
      .getByRole('dialog')
      .first()
      .waitFor({ state: 'visible', timeout: signInAs ? 500 : 10_000 })
      .then(
        () => true,
        () => false,
      );
  }
  const visibleAt = (await page.evaluate('performance.now()')) as number;
  // A bidder can confirm once the page is connected live: the dialog's "connecting" line is gone
  // (recorded in the page by the probe).
  if (signInAs) {
    await page.waitForFunction(
      () => (globalThis as unknown as { __tapProbe: TapProbe }).__tapProbe.confirmable !== null,
      undefined,
      { polling: 20, timeout: 60_000 },
    );
  }
  const probe = (await page.evaluate('window.__tapProbe')) as TapProbe;
  const confirmableMs = signInAs ? probe.confirmable : null;
  const timeOrigin = (await page.evaluate('performance.timeOrigin')) as number;
  const markTime = (await page.evaluate(`performance.getEntriesByName('tap-probe:document')[0].startTime`)) as number;
  const events = await stopTrace(browser);
  await context.close();

  // The answered tap: the last click before the dialog was added (earlier clicks opened nothing).
  const dialogMs = probe.dialogs.find((at) => at >= probe.clicks[0]!.dispatched) ?? visibleAt;
  const click = probe.clicks.filter((c) => c.dispatched <= dialogMs).at(-1) ?? probe.clicks.at(-1)!;
  const mark = events.filter((e) => e.name === 'tap-probe:document').at(-1);
  const startTs = mark ? mark.ts - markTime * 1000 : findNavigationStart(events);
  const { fcp, tasks } = describeLongTasks(events, startTs);
  if (process.env.TRACE_PROFILE) printProfile(events, startTs, Number(process.env.TRACE_PROFILE));
  if (process.env.TRACE_NETWORK) printNetwork(events, startTs, confirmableMs ?? dialogMs);
  const longTasks = tasks.filter((task) => task.start < dialogMs);
  return {
    tapMs: click.input,
    clickMs: click.dispatched,
    dialogMs,
    confirmableMs: confirmableMs === null ? null : Math.max(confirmableMs, dialogMs),
    buttonMs: buttonLaidOutAt - timeOrigin,
    fcpMs: fcp,
    taps: tapsSentAt.filter((sentAt) => sentAt - timeOrigin <= click.input + 5).length,
    longTasks,
    blockingMs: longTasks
      .filter((task) => task.start < click.input)
      .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
  };
}

function printTapResult(run: number, result: TapResult): void {
  console.log(
    `run ${run + 1}: tap answered at ${result.tapMs.toFixed(0)} ms (tap ${result.taps}; button laid out at ${result.buttonMs.toFixed(0)} ms), ` +
      `click dispatched at ${result.clickMs.toFixed(0)} ms, dialog at ${result.dialogMs.toFixed(0)} ms, ` +
      (result.confirmableMs === null ? '' : `confirmable at ${result.confirmableMs.toFixed(0)} ms, `) +
      `FCP ${result.fcpMs.toFixed(0)} ms, ` +
      `blocking time of the long tasks before the tap ${result.blockingMs.toFixed(0)} ms`,
  );
  let tapShown = false;
  for (const task of result.longTasks) {
    if (!tapShown && task.start >= result.tapMs) {
      console.log(`  ${result.tapMs.toFixed(0).padStart(6)} ms  ---- answered tap`);
      tapShown = true;
    }
    console.log(task.line);
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  if (tapMode) {
    const base = url.replace(/\/$/, '');
    let bidderId: string | undefined;
    if (signInAs && !url.includes('/vehicle/')) {
      const probe = await browser.newContext();
      bidderId = await signIn(probe, new URL(base).origin, signInAs);
      await probe.close();
    }
    const vehicleUrl = url.includes('/vehicle/') ? url : await findOpenVehicleUrl(base, bidderId);
    console.log(`tap to response on ${vehicleUrl}, ${runs} runs, ${signInAs ? 'signed in' : 'signed out'}`);
    const results: TapResult[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await measureTapToResponse(browser, vehicleUrl);
      results.push(result);
      printTapResult(run, result);
    }
    const median = (pick: (r: TapResult) => number) => Math.round(percentile(results.map(pick), 50));
    const summary = {
      url: vehicleUrl,
      signedIn: Boolean(signInAs),
      runs,
      tapMs: median((r) => r.tapMs),
      clickMs: median((r) => r.clickMs),
      dialogMs: median((r) => r.dialogMs),
      confirmableMs: signInAs ? median((r) => r.confirmableMs ?? 0) : null,
      fcpMs: median((r) => r.fcpMs),
      blockingMs: median((r) => r.blockingMs),
      taps: median((r) => r.taps),
      perRun: results.map((r) => ({
        tapMs: Math.round(r.tapMs),
        clickMs: Math.round(r.clickMs),
        dialogMs: Math.round(r.dialogMs),
        confirmableMs: r.confirmableMs === null ? null : Math.round(r.confirmableMs),
        fcpMs: Math.round(r.fcpMs),
        blockingMs: Math.round(r.blockingMs),
        longTasks: r.longTasks.filter((task) => task.start < r.tapMs).length,
        taps: r.taps,
      })),
    };
    console.log(
      `median: tap answered at ${summary.tapMs} ms, click dispatched at ${summary.clickMs} ms, dialog at ${summary.dialogMs} ms, ${summary.confirmableMs === null ? '' : `confirmable at ${summary.confirmableMs} ms, `}FCP ${summary.fcpMs} ms, blocking time ${summary.blockingMs} ms`,
    );
    console.log(JSON.stringify(summary));
  } else {
    for (let run = 0; run < runs; run++) await traceLoad(browser, run);
  }
} finally {
  await browser.close();
}
