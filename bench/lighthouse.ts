/**
 * Lighthouse (mobile preset: Moto G Power viewport, 4× CPU slowdown, slow 4G) on the home, browse and
 * a vehicle page of a running app. Not part of the test command: it needs the `lighthouse` CLI, which
 * is not a project dependency (install it anywhere, e.g. `npm i --prefix /tmp/lh lighthouse@12`).
 *
 *   LIGHTHOUSE_BIN=/tmp/lh/node_modules/.bin/lighthouse [LIGHTHOUSE_THROTTLING=devtools] pnpm exec tsx bench/lighthouse.ts http://localhost:3000 [runs]
 *
 * Prints the median of each metric over `runs` (default 3) per page, as a Markdown table row.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

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
    return {
      performance: Math.round(report.categories.performance.score * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      transferKb: audit('total-byte-weight') / 1024,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function findVehicleUrl(): Promise<string> {
  const response = await fetch(`${base}/api/vehicles?limit=1&sort=ending-soon`);
  const body = (await response.json()) as { id: string }[];
  const id = body[0]?.id;
  if (!id) throw new Error('no active vehicle to measure; seed the demo data first');
  return `${base}/vehicle/${id}`;
}

const pages: [string, string][] = [
  ['home', `${base}/`],
  ['browse', `${base}/vehicles`],
  ['vehicle', await findVehicleUrl()],
];
console.log('| page | performance | FCP | LCP | TBT | CLS | transferred |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const [name, url] of pages) {
  // A headless Chromium run occasionally dies on this machine; one retry keeps the median honest.
  const results = Array.from({ length: runs }, () => {
    try {
      return runOnce(url);
    } catch {
      return runOnce(url);
    }
  });
  const m = (key: keyof Metrics) => median(results.map((r) => r[key]));
  console.log(
    `| ${name} | ${m('performance')} | ${(m('fcp') / 1000).toFixed(1)} s | ${(m('lcp') / 1000).toFixed(1)} s | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${Math.round(m('transferKb'))} KB |`,
  );
}
