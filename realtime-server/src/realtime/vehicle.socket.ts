import { vehicleRoom, vehicleRoomInputSchema } from '@autolicit/shared';
import type { AppContext } from '../app-context';
import { parseInput } from '../lib/validate';
import { getVehicleSnapshot } from '../modules/vehicles/get-vehicle-snapshot.service';
import { handleCommand } from './socket-errors';
import type { AppSocket } from './socket.types';

/** vehicle:join / vehicle:leave: anyone, signed in or not, may watch a vehicle. */
export function registerVehicleHandlers(ctx: AppContext, socket: AppSocket): void {
  socket.on(
    'vehicle:join',
    handleCommand(ctx.logger, async (input) => {
      const { vehicleId } = parseInput(vehicleRoomInputSchema, input);
      // Join before reading: a bid committed in between is then both in the snapshot and an event, never lost.
      await socket.join(vehicleRoom(vehicleId));
      try {
        const snapshot = await getVehicleSnapshot(ctx, vehicleId.toLowerCase(), socket.data.userId);
        ctx.metrics.roomJoins.inc();
        return snapshot;
      } catch (error) {
        await socket.leave(vehicleRoom(vehicleId));
        throw error;
      }
    }),
  );

  socket.on(
    'vehicle:leave',
    handleCommand(ctx.logger, async (input) => {
      const { vehicleId } = parseInput(vehicleRoomInputSchema, input);
      await socket.leave(vehicleRoom(vehicleId));
      return { vehicleId };
    }),
  );
}
