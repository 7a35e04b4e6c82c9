import { DelayedError, type Job } from 'bullmq';

/**
 * Puts the job back to delayed until `until` and ends this attempt without using up a retry.
 * BullMQ's documented pattern: moveToDelayed with the worker's lock token, then DelayedError.
 */
export async function delayJobUntil(job: Job, token: string | undefined, until: Date): Promise<never> {
  if (!token) throw new Error('a job can only be delayed by the worker holding its lock');
  await job.moveToDelayed(until.getTime(), token);
  throw new DelayedError();
}
