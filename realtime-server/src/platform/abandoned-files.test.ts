import { describe, expect, it } from 'vitest';
import { removeAbandonedInBatches } from './abandoned-files';

describe('removeAbandonedInBatches', () => {
  it.each([
    { name: 'nothing abandoned', waiting: 0, batch: 3, removed: 0, fileCalls: [[]] },
    { name: 'less than a batch', waiting: 2, batch: 3, removed: 2, fileCalls: [[1, 2]] },
    { name: 'exactly a batch, then an empty one', waiting: 3, batch: 3, removed: 3, fileCalls: [[1, 2, 3], []] },
    { name: 'several batches', waiting: 7, batch: 3, removed: 7, fileCalls: [[1, 2, 3], [4, 5, 6], [7]] },
  ])(
    '$name: rows batch by batch, each batch’s files after its rows',
    async ({ waiting, batch, removed, fileCalls }) => {
      let next = 1;
      const steps: string[] = [];
      const files: number[][] = [];
      const count = await removeAbandonedInBatches(
        async (limit) => {
          const rows = Array.from({ length: Math.min(limit, waiting - next + 1) }, () => next++);
          steps.push(`rows ${rows.length}`);
          return rows;
        },
        async (rows) => {
          steps.push(`files ${rows.length}`);
          files.push(rows);
        },
        batch,
      );
      expect(count).toBe(removed);
      expect(files).toEqual(fileCalls);
      expect(steps).toEqual(fileCalls.flatMap((rows) => [`rows ${rows.length}`, `files ${rows.length}`]));
    },
  );
});
