import type { ClientToServerEvents, ServerToClientEvents } from '@autolicit/shared';
import type { Server, Socket } from 'socket.io';

export interface SocketData {
  userId: string | undefined;
  sessionId: string | undefined;
  ip: string;
  /** The browser's device id from the handshake's cookie (shill-bid signals). */
  deviceId: string | null;
}

export type AppServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
