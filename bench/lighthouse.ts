/**
 * Lighthouse (mobile preset: Moto G Power viewport, 4× CPU slowdown, slow 4G) on the home, browse and
 * a vehicle page (bench/open-vehicle.ts) of a running app. Not part of the test command: it needs the
 * `lighthouse` CLI, which is not a project dependency (install it anywhere, e.g.
 * `npm i --prefix /tmp/lh lighthouse@12`).
 *
 *   LIGHTHOUSE_BIN=/tmp/lh/node_modules/.bin/lighthouse [LIGHTHOUSE_THROTTLING=devtools] pnpm exec tsx bench/lighthouse.ts http://localhost:3000 [runs]
 *
 * Prints the median of each metric over `runs` (default 3) per page, as a Markdown table row, with
 * Lighthouse's benchmarkIndex (its measure of this machine's CPU speed, taken each run) so numbers
 * from different machines, or a busy and a quiet one, can be told apart.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findOpenVehicleUrl } from './open-vehicle';

const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
const runs = Number(process.argv[3] ?? 3);
const bin = process.env.LIGHTHOUSE_BIN ?? 'lighthouse';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/**
 * `simulate` (Lighthouse's default) estimates slow-4G timings from a fast local load, which on a
 * loopback server counts scripts that arrived before the first paint as if they blocked it;
 * `devtools` really throttles the network and CPU while loading (slower to run, noisier, truer).
 */
const throttling = process.env.LIGHTHOUSE_THROTTLING ?? 'simulate';

interface Metrics {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  transferKb: number;
  benchmarkIndex: number;
}

/** Said once: what ran and how it throttled, from the first report. */
let setup: string | undefined;

/** Lighthouse's and Chromium's versions and the throttling as applied (devtools) or modelled (simulate). */
function describeSetup(report: {
  lighthouseVersion: string;
  environment: { hostUserAgent: string };
  configSettings: { throttlingMethod: string; throttling: Record<string, number> };
}): string {
  const { throttlingMethod, throttling } = report.configSettings;
  const devtools = throttlingMethod === 'devtools';
  const rtt = devtools ? throttling.requestLatencyMs : throttling.rttMs;
  const down = devtools ? throttling.downloadThroughputKbps : throttling.throughputKbps;
  const chrome = /Chrome\/([\d.]+)/.exec(report.environment.hostUserAgent)?.[1] ?? 'unknown';
  return (
    `Lighthouse ${report.lighthouseVersion}, Chromium ${chrome}, throttling ${throttlingMethod} ` +
    `(CPU ${throttling.cpuSlowdownMultiplier}×, RTT ${rtt} ms, ${Math.round(down ?? 0)} kbit/s down)`
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function runOnce(url: string): Metrics {
  const dir = mkdtempSync(path.join(tmpdir(), 'lh-'));
  const out = path.join(dir, 'report.json');
  try {
    execFileSync(
      bin,
      [
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        `--throttling-method=${throttling}`,
        `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run --disable-quic --disable-sync`,
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const audit = (id: string) => report.audits[id]?.numericValue as number;
    setup ??= describeSetup(report);
    return {
      performance: Math.round(report.categories.performance.score * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      transferKb: audit('total-byte-weight') / 1024,
      benchmarkIndex: report.environment.benchmarkIndex,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const pages: [string, string][] = [
  ['home', `${base}/`],
  ['browse', `${base}/vehicles`],
  ['vehicle', await findOpenVehicleUrl(base)],
];
for (const [index, [name, url]] of pages.entries()) {
  // A headless Chromium run occasionally dies on this machine; one retry keeps the median honest.
  const results = Array.from({ length: runs }, () => {
    try {
      return runOnce(url);
    } catch {
      return runOnce(url);
    }
  });
  const m = (key: keyof Metrics) => median(results.map((r) => r[key]));
  if (index === 0) {
    // Known once the first run has reported.
    console.log(setup);
    console.log(`vehicle page: ${pages[2]![1]}`);
    console.log('| page | performance | FCP | LCP | TBT | CLS | transferred | benchmarkIndex |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  }
  console.log(
    `| ${name} | ${m('performance')} | ${(m('fcp') / 1000).toFixed(1)} s | ${(m('lcp') / 1000).toFixed(1)} s | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${Math.round(m('transferKb'))} KB | ${Math.round(m('benchmarkIndex'))} |`,
  );
}
