import type { OutboxEmission, OutboxJob } from '@autolicit/db';
import { type ServerToClientEvents, userRoom, vehicleRoom } from '@autolicit/shared';

type EventName = keyof ServerToClientEvents;
type EventPayload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/** A fact for a vehicle's room, typed like the live events it becomes. */
export function vehicleEmission<E extends EventName>(
  vehicleId: string,
  event: E,
  payload: EventPayload<E>,
): OutboxEmission {
  return { room: vehicleRoom(vehicleId), event, payload: payload as unknown as Record<string, unknown> };
}

/** A fact for every socket of one user. */
export function userEmission<E extends EventName>(userId: string, event: E, payload: EventPayload<E>): OutboxEmission {
  return { room: userRoom(userId), event, payload: payload as unknown as Record<string, unknown> };
}

/** A Web Push job (the `push` queue); `jobId` stable like an email's. */
export function pushJob(name: string, data: Record<string, unknown>, jobId: string): OutboxJob {
  return { queue: 'push', name, data, jobId };
}

/** An email job; `jobId` must be stable so that a second delivery queues nothing. */
export function notificationJob(name: string, data: Record<string, unknown>, jobId: string): OutboxJob {
  return { queue: 'notifications', name, data, jobId };
}
