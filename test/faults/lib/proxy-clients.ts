import { Agent } from 'node:http';
import { compactFramesAuth } from '@autolicit/shared';
import { io } from 'socket.io-client';
import type { LiveSocket } from './marketplace-clients';
import type { NginxProxy } from './nginx-proxy';

/**
 * Clients behind the deployment's proxy. nginx picks a client's node by hashing its address, and on
 * this machine every client would come from 127.0.0.1 — one node for all. Each client therefore
 * connects from a loopback address of its own choosing (Linux answers all of 127.0.0.0/8), as
 * clients from many networks would. The address the app sees for rate limits is still the
 * X-Forwarded-For the client sends (nginx appends the loopback one, which the nodes trust).
 */

/** The n-th loopback source address; the first three octets vary, as `ip_hash` hashes only those. */
export function loopbackAddress(n: number): string {
  return `127.${1 + Math.floor(n / 250)}.${(n % 250) + 1}.1`;
}

/**
 * Loopback addresses that nginx sends to each node, `perNode` of each, asked of nginx itself (its
 * hash decides): node URL → addresses.
 */
export async function pickAddressesByNode(
  proxy: NginxProxy,
  nodes: string[],
  perNode: number,
): Promise<Map<string, string[]>> {
  const byNode = new Map(nodes.map((node) => [node, [] as string[]]));
  for (let n = 0; n < 2_000; n += 1) {
    if ([...byNode.values()].every((addresses) => addresses.length >= perNode)) return byNode;
    const address = loopbackAddress(n);
    const addresses = byNode.get(await proxy.nodeFor(address));
    if (addresses && addresses.length < perNode) addresses.push(address);
  }
  throw new Error(`nginx did not spread 2,000 addresses over ${nodes.length} nodes`);
}

const agents = new Map<string, Agent>();
/** HTTP long-polling requests from one source address (xmlhttprequest-ssl takes an agent, not an address). */
function agentFrom(localAddress: string): Agent {
  let agent = agents.get(localAddress);
  if (!agent) {
    agent = new Agent({ keepAlive: true, localAddress });
    agents.set(localAddress, agent);
  }
  return agent;
}

export interface ProxyClientOptions {
  origin: string;
  /** The loopback address the connection comes from: nginx's choice of node. */
  localAddress: string;
  transport: 'websocket' | 'polling';
  /** X-Forwarded-For: the client's own address as the app sees it. */
  ip: string;
  cookie?: string;
  /** Reads compact live frames, as the web app does (default); false: whole facts, as an older tab. */
  compactFrames?: boolean;
}

/**
 * A Socket.IO client through the proxy, reconnecting like the web app's. Over long-polling, a
 * browser-controlled header (Origin, Cookie) cannot be set, as in a browser: such a client watches
 * only.
 */
export function connectThroughProxy(url: string, options: ProxyClientOptions): Promise<LiveSocket> {
  const polling = options.transport === 'polling';
  const headers: Record<string, string> = { 'X-Forwarded-For': options.ip };
  if (!polling) headers.Origin = options.origin;
  if (options.cookie && !polling) headers.Cookie = options.cookie;
  const socket: LiveSocket = io(url, {
    transports: [options.transport],
    extraHeaders: headers,
    forceNew: true,
    reconnectionDelay: 200,
    reconnectionDelayMax: 1000,
    // Handed to engine.io-client's transports as they are (its types know neither an Agent nor localAddress).
    ...((polling ? { agent: agentFrom(options.localAddress) } : { localAddress: options.localAddress }) as object),
    ...(options.compactFrames === false ? {} : { auth: compactFramesAuth }),
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.disconnect();
      reject(error);
    });
  });
}

/** Closes the keep-alive connections of the polling clients' agents. */
export function closeProxyAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}
