/**
 * What a server process holds per connection: diffs two V8 heap snapshots (before and after N
 * watchers connected, from `--heap-snapshots=DIR` of bench/live-broadcast.ts) by node type and
 * constructor, and prints the growth per connection, largest first. Run:
 *   pnpm exec tsx bench/heapsnapshot-diff.ts BEFORE.heapsnapshot AFTER.heapsnapshot N [top]
 * Snapshots of a few thousand connections are ~100 MB; this reads them whole (give node the memory).
 */
import { readFileSync } from 'node:fs';

interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

const [beforeFile, afterFile, connectionsArg, topArg] = process.argv.slice(2);
if (!beforeFile || !afterFile || !connectionsArg) throw new Error('usage: heapsnapshot-diff.ts BEFORE AFTER N [top]');
const connections = Number(connectionsArg);
const top = Number(topArg ?? 40);

/** Count and self size by "type:constructor" (strings, numbers and code lumped together). */
function tally(file: string): Map<string, { count: number; bytes: number }> {
  const heap = JSON.parse(readFileSync(file, 'utf8')) as HeapSnapshot;
  const fields = heap.snapshot.meta.node_fields;
  const types = heap.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const lumped = new Set(['string', 'concatenated string', 'sliced string', 'code', 'number']);
  const byKey = new Map<string, { count: number; bytes: number }>();
  for (let i = 0; i < heap.nodes.length; i += width) {
    const type = types[heap.nodes[i + typeAt]!]!;
    const name = lumped.has(type) ? '' : heap.strings[heap.nodes[i + nameAt]!]!.slice(0, 80);
    const key = `${type}:${name}`;
    const entry = byKey.get(key) ?? { count: 0, bytes: 0 };
    entry.count += 1;
    entry.bytes += heap.nodes[i + sizeAt]!;
    byKey.set(key, entry);
  }
  return byKey;
}

const before = tally(beforeFile);
const after = tally(afterFile);
const rows = [...after].map(([key, a]) => {
  const b = before.get(key) ?? { count: 0, bytes: 0 };
  return { key, count: (a.count - b.count) / connections, bytes: (a.bytes - b.bytes) / connections };
});
rows.sort((x, y) => y.bytes - x.bytes);
const total = rows.reduce((sum, row) => sum + row.bytes, 0);
console.log(`growth per connection: ${total.toFixed(0)} bytes (self sizes, natives included)`);
console.log('bytes/conn  objects/conn  type:constructor');
for (const row of rows.slice(0, top))
  console.log(`${row.bytes.toFixed(0).padStart(10)}  ${row.count.toFixed(2).padStart(12)}  ${row.key}`);
