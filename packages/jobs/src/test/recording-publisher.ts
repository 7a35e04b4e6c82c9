import type { AuctionEventPublisher, RoomEmitter } from '@autolicit/messaging';

export interface PublishedEvent {
  room: string;
  /** Sockets also in this room were left out. */
  except?: string;
  event: string;
  payload: Record<string, unknown>;
}

/**
 * The publisher is the workers' boundary with Socket.IO (the Redis emitter behind it is tested
 * with the server): tests record what the workers tell which room.
 */
export class RecordingPublisher implements AuctionEventPublisher, RoomEmitter {
  readonly events: PublishedEvent[] = [];

  /** As a room emitter: what the outbox delivers lands here too. */
  to(room: string) {
    const record = (except: string | undefined) => (event: string, payload: unknown) =>
      this.events.push({
        room,
        ...(except === undefined ? {} : { except }),
        event,
        payload: { ...(payload as Record<string, unknown>) },
      });
    return { emit: record(undefined), except: (other: string) => ({ emit: record(other) }) };
  }

  in(room: string) {
    return { disconnectSockets: () => this.events.push({ room, event: 'disconnect', payload: {} }) };
  }

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
    return this.events.filter(
      (e) => e.event === event && (vehicleId === undefined || e.payload.vehicleId === vehicleId),
    );
  }
}
