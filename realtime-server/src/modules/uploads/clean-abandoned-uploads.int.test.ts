import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { claimUploads, findUnclaimedUploads, insertUpload } from '@autolicit/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createVehicle } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-context';
import { ABANDONED_UPLOAD_TTL_MS, cleanAbandonedUploads } from './clean-abandoned-uploads.service';

let t: TestContext;
let userId: string;

beforeAll(async () => {
  t = createTestContext();
  userId = (await createUser(t.ctx)).id;
});
afterAll(async () => t.close());

/** An upload row with both its files on disk, created `ageMs` ago. */
async function storedUpload(ageMs: number) {
  const id = randomUUID();
  const url = `/uploads/${id}.webp`;
  const thumbnailUrl = `/uploads/${id}-thumb.webp`;
  const files = [url, thumbnailUrl].map((u) => path.join(t.ctx.config.uploadsDir, path.basename(u)));
  await mkdir(t.ctx.config.uploadsDir, { recursive: true });
  for (const file of files) await writeFile(file, 'webp');
  const row = await insertUpload(t.ctx.db, {
    userId,
    url,
    thumbnailUrl,
    width: 1600,
    height: 1200,
    createdAt: new Date(Date.now() - ageMs),
  });
  return { row, files };
}

describe('cleanAbandonedUploads', () => {
  it('removes uploads no listing claimed within a day, rows and files, and keeps the rest', async () => {
    const abandoned = await storedUpload(ABANDONED_UPLOAD_TTL_MS + 60_000);
    const recent = await storedUpload(60_000);
    const claimed = await storedUpload(ABANDONED_UPLOAD_TTL_MS + 60_000);
    const vehicle = await createVehicle(t.ctx, { sellerId: userId });
    expect(await claimUploads(t.ctx.db, userId, [claimed.row.id], vehicle.id)).toHaveLength(1);

    expect(await cleanAbandonedUploads(t.ctx)).toBeGreaterThanOrEqual(1);

    expect(await findUnclaimedUploads(t.ctx.db, userId, [abandoned.row.id, recent.row.id])).toEqual([
      expect.objectContaining({ id: recent.row.id }),
    ]);
    for (const file of abandoned.files) expect(existsSync(file)).toBe(false);
    for (const file of [...recent.files, ...claimed.files]) expect(existsSync(file)).toBe(true);
    // Nothing left to do: a second run (or another node's) removes nothing of these.
    await cleanAbandonedUploads(t.ctx);
    for (const file of [...recent.files, ...claimed.files]) expect(existsSync(file)).toBe(true);
  });
});
