import type { ClientToServerEvents, ServerToClientEvents } from '@autolicit/shared';
import type { Server, Socket } from 'socket.io';

/** A socket's room joins in its current window (a fixed window that starts at its first join). */
export interface JoinWindow {
  joinWindowStartedAt: number;
  joinsInWindow: number;
}

/**
 * What a socket keeps of its handshake, filled by the connection middleware: the handshake request
 * and its headers are dropped once connected (handshake-memory.ts), so read anything else there.
 */
export interface SocketData extends JoinWindow {
  userId: string | undefined;
  sessionId: string | undefined;
  ip: string;
  /** The browser's device id from the handshake's cookie (shill-bid signals). */
  deviceId: string | null;
  /** The client reads compact live frames (it said so in its handshake; see live-frames.ts). */
  compactFrames: boolean;
}

export type AppServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
