import { z } from 'zod';

/** Jobs of the `push` queue; each names a fact for one user, the processor decides what to send. */
export const PUSH_JOB_NAMES = {
  /** Queued with the bid that displaced the user (`push-outbid-<bidId>`). */
  bidOutbid: 'bid-outbid',
} as const;

export const pushOutbidJobSchema = z.object({
  vehicleId: z.uuid(),
  userId: z.uuid(),
  bidId: z.uuid(),
  /** Devices already served by an earlier attempt: a retry sends only to the others. */
  delivered: z.array(z.uuid()).optional(),
});
export type PushOutbidJob = z.infer<typeof pushOutbidJobSchema>;

export const pushJobIds = {
  bidOutbid: (bidId: string) => `push-outbid-${bidId}`,
};
