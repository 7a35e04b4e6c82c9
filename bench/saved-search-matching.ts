/**
 * What matching a published listing against every saved search costs in PostgreSQL: the
 * `recordSavedSearchMatches` statement (the reverse of the browse search's conditions over
 * `saved_searches`) with N saved searches of varied filters, in a scratch database.
 *
 *   pnpm exec tsx bench/saved-search-matching.ts [searches=10000] [postgres://… of a server]
 */
import { randomUUID } from 'node:crypto';
import {
  insertSavedSearchWithinLimit,
  insertUser,
  insertVehicle,
  openDatabase,
  recordSavedSearchMatches,
  toVehicleFilterOperands,
} from '@autolicit/db';
import { canonicalizeSearchQuery } from '@autolicit/shared';
import pg from 'pg';

const SEARCHES = Number(process.argv[2] ?? 10_000);
const adminUrl = process.argv[3] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LISTINGS = 200;
const MAKES = ['Dacia', 'Volkswagen', 'BMW', 'Skoda', 'Ford', 'Renault', 'Audi', 'Toyota'];

/** A saved search as readers make them: a make, often a price cap or a year, sometimes a model. */
function randomQuery(i: number): string {
  const params = new URLSearchParams();
  if (i % 10 !== 0) params.set('make', MAKES[i % MAKES.length]!);
  if (i % 3 === 0) params.set('maxPrice', String(5_000 + (i % 30) * 1_000));
  if (i % 4 === 0) params.set('minYear', String(2005 + (i % 15)));
  if (i % 7 === 0) params.set('model', ['golf', 'logan', 'octavia', 'x5'][i % 4]!);
  return params.toString();
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main(): Promise<void> {
  const name = `autolicit_match_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ url: url.toString(), poolSize: 8 });
  try {
    await handle.migrate();
    const user = (name: string) =>
      insertUser(handle.db, {
        email: `${name}-${randomUUID()}@example.com`,
        passwordHash: 'x',
        firstName: 'A',
        lastName: 'B',
      });
    const seller = (await user('seller'))!;
    const owners = await Promise.all(Array.from({ length: Math.ceil(SEARCHES / 20) }, (_, i) => user(`o${i}`)));
    const save = (i: number) => {
      const canonical = canonicalizeSearchQuery(randomQuery(i));
      if ('problem' in canonical) throw new Error(canonical.problem);
      const values = {
        name: `s${i}`,
        query: canonical.query,
        alert: i % 2 === 0 ? ('instant' as const) : ('daily' as const),
        operands: toVehicleFilterOperands(canonical.filter),
      };
      return handle.db.transaction((tx) =>
        insertSavedSearchWithinLimit(tx, owners[Math.floor(i / 20)]!.id, values, 20, new Date()),
      );
    };
    // Twenty per owner: one owner's saves in a row, owners side by side.
    for (let i = 0; i < SEARCHES; i += 20 * 50)
      await Promise.all(
        Array.from({ length: 50 }, async (_, o) => {
          for (let j = i + o * 20; j < Math.min(i + o * 20 + 20, SEARCHES); j += 1) await save(j);
        }),
      );
    await handle.db.execute('analyze');

    const timings: number[] = [];
    let matched = 0;
    for (let i = 0; i < LISTINGS; i += 1) {
      const vehicle = await insertVehicle(handle.db, {
        sellerId: seller.id,
        make: MAKES[i % MAKES.length]!,
        model: ['Golf', 'Logan', 'Octavia', 'X5', 'Focus'][i % 5]!,
        year: 2005 + (i % 19),
        vin: 'WVWZZZ1JZXW000001',
        mileage: 50_000 + i,
        condition: 'good',
        startingBid: `${3_000 + (i % 40) * 800}.00`,
        currentBid: `${3_000 + (i % 40) * 800}.00`,
        auctionEndTime: new Date(Date.now() + 86_400_000),
      });
      const started = performance.now();
      const matches = await handle.db.transaction((tx) => recordSavedSearchMatches(tx, vehicle.id, new Date()));
      timings.push(performance.now() - started);
      matched += matches.length;
    }
    timings.sort((a, b) => a - b);
    console.log(
      `${SEARCHES} saved searches, ${LISTINGS} listings published: match p50 ${percentile(timings, 50).toFixed(1)} ms, ` +
        `p99 ${percentile(timings, 99).toFixed(1)} ms, ${(matched / LISTINGS).toFixed(0)} matches per listing on average`,
    );
  } finally {
    await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
