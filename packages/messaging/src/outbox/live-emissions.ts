import type { OutboxEmission } from '@autolicit/db';
import { type BidPlacedEvent, compactVehicleRoom, toBidPlacedFrame, vehicleRoom } from '@autolicit/shared';

/** One emit on the wire: to `room`, leaving out the sockets also in `except`. */
export interface LiveEmission {
  room: string;
  except?: string;
  event: string;
  payload: Record<string, unknown>;
}

/**
 * How a message's stored emissions go out. A vehicle room's `bid:placed` is sent as a compact frame
 * to the clients that read them (`compactVehicleRoom`) and whole to the rest of the room; an
 * `auction:extended` that comes with bids of its room goes only to the rest, since the compact
 * frames of those bids carry the new end. Everything else goes out as stored.
 *
 * Works on messages stored by any version: a fact is always stored whole, so one written before
 * compact frames existed (or by a node of the previous version during a deploy) is sent the same
 * way, and a node of the previous version sends what this one stores whole to everyone, which every
 * client reads.
 */
export function toLiveEmissions(emissions: readonly OutboxEmission[]): LiveEmission[] {
  const roomsWithBids = new Set<string>();
  for (const emission of emissions) if (emission.event === 'bid:placed') roomsWithBids.add(emission.room);
  const out: LiveEmission[] = [];
  for (const emission of emissions) {
    const vehicleId = typeof emission.payload.vehicleId === 'string' ? emission.payload.vehicleId : null;
    const inVehicleRoom = vehicleId !== null && emission.room === vehicleRoom(vehicleId);
    if (inVehicleRoom && emission.event === 'bid:placed') {
      const fact = emission.payload as unknown as BidPlacedEvent;
      const frame = toBidPlacedFrame(
        fact,
        emissions.some((e) => e.event === 'auction:extended' && e.room === emission.room),
      );
      if (frame) {
        const compactRoom = compactVehicleRoom(vehicleId);
        out.push({ room: compactRoom, event: emission.event, payload: frame });
        out.push({ room: emission.room, except: compactRoom, event: emission.event, payload: emission.payload });
        continue;
      }
      // Not sayable compactly: whole, to everyone (and then every client also hears the extension).
      roomsWithBids.delete(emission.room);
    } else if (inVehicleRoom && emission.event === 'auction:extended' && roomsWithBids.has(emission.room)) {
      out.push({
        room: emission.room,
        except: compactVehicleRoom(vehicleId),
        event: emission.event,
        payload: emission.payload,
      });
      continue;
    }
    out.push({ room: emission.room, event: emission.event, payload: emission.payload });
  }
  return out;
}
