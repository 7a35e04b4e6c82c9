import type { AuctionEventPublisher } from '@autolicit/messaging';

export interface PublishedEvent {
  room: string;
  event: string;
  payload: Record<string, unknown>;
}

/**
 * The publisher is the workers' boundary with Socket.IO (the Redis emitter behind it is tested
 * with the server): tests record what the workers tell which room.
 */
export class RecordingPublisher implements AuctionEventPublisher {
  readonly events: PublishedEvent[] = [];

  toVehicle: AuctionEventPublisher['toVehicle'] = (vehicleId, event, payload) => {
    this.events.push({ room: `vehicle:${vehicleId}`, event, payload: { ...payload } });
  };

  toUser: AuctionEventPublisher['toUser'] = (userId, event, payload) => {
    this.events.push({ room: `user:${userId}`, event, payload: { ...payload } });
  };

  disconnectSession: AuctionEventPublisher['disconnectSession'] = (sessionId) => {
    this.events.push({ room: `session:${sessionId}`, event: 'disconnect', payload: {} });
  };

  disconnectUser: AuctionEventPublisher['disconnectUser'] = (userId) => {
    this.events.push({ room: `user:${userId}`, event: 'disconnect', payload: {} });
  };

  /** Events of one name, optionally only those about one vehicle. */
  named(event: string, vehicleId?: string): PublishedEvent[] {
    return this.events.filter((e) => e.event === event && (vehicleId === undefined || e.payload.vehicleId === vehicleId));
  }
}
