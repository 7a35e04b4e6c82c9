/**
 * Summarises V8 .cpuprofile files (from BENCH_NODE_FLAGS="--cpu-prof --cpu-prof-dir=DIR"): self
 * time by package and by function, to see where a server process spends its CPU. Run:
 *   pnpm exec tsx bench/cpuprofile-summary.ts DIR [top] [fromSeconds toSeconds]
 * With fromSeconds/toSeconds only samples in that span of the profile (seconds after its start) count,
 * e.g. the timed window without start-up and connection set-up.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  hitCount?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const dir = process.argv[2];
const top = Number(process.argv[3] ?? 25);
const fromUs = process.argv[4] === undefined ? -Infinity : Number(process.argv[4]) * 1e6;
const toUs = process.argv[5] === undefined ? Infinity : Number(process.argv[5]) * 1e6;
if (!dir) throw new Error('usage: cpuprofile-summary.ts DIR [top]');

function packageOf(url: string): string {
  if (!url) return '(native/V8)';
  const pnpm = /node_modules\/\.pnpm\/([^/]+)\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pnpm) return pnpm[2]!;
  const plain = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (plain) return plain[1]!;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const ours = /\/work\/main\/([^/]+(?:\/[^/]+)?)/.exec(url);
  return ours ? ours[1]! : url;
}

for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
  const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  let at = 0;
  const timeline: [number, boolean][] = [];
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < fromUs || at > toUs) return;
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  // Busy time per second of the profile, to find the timed window.
  at = 0;
  const perSecond = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (byId.get(id)?.callFrame.functionName === '(idle)') return;
    const second = Math.floor(at / 1e6);
    perSecond.set(second, (perSecond.get(second) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  void timeline;
  console.log(
    `busy ms per second: ${[...perSecond.entries()].map(([sec, us]) => `${sec}:${Math.round(us / 1000)}`).join(' ')}`,
  );
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  for (const [id, us] of selfUs) {
    const node = byId.get(id)!;
    const name = node.callFrame.functionName || '(anonymous)';
    if (name === '(idle)') continue;
    total += us;
    const pkg = name.startsWith('(') ? name : packageOf(node.callFrame.url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
    const key = `${name} ${packageOf(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  }
  const show = (title: string, map: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [key, us] of [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`${((us / total) * 100).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(7)} ms  ${key}`);
    }
  };
  console.log(`\n== ${file}: ${(total / 1e6).toFixed(2)} s busy (non-idle samples)`);
  show('self time by package', byPackage);
  show('self time by function', byFunction);
}
