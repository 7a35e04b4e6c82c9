import { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { releaseHandshake, rememberUpgradeResponse, trimHandshake } from './handshake-memory';

/** engine.io's stand-in response for an upgrade, as express-session leaves it (end and writeHead wrapped). */
function upgradeResponse(req: IncomingMessage) {
  const res = Object.assign(new EventEmitter(), {
    req: req as unknown,
    end: () => 'session end',
    writeHead: () => 'session writeHead',
  });
  res.on('finish', () => undefined);
  return res;
}

describe('releaseHandshake', () => {
  it("cuts a WebSocket upgrade's response loose from the request and the middlewares' wrappers, and drops the request", () => {
    const req = { headers: {} } as IncomingMessage;
    const res = upgradeResponse(req);
    rememberUpgradeResponse(req, res);
    const conn = { request: req as IncomingMessage | null, transport: { name: 'websocket' } };
    releaseHandshake(conn);
    expect(conn.request).toBeNull();
    expect(res.req).toBeUndefined();
    expect(res.end()).toBeUndefined();
    expect(res.writeHead()).toBeUndefined();
    expect(res.eventNames()).toEqual([]);
  });

  it("leaves a polling handshake's response alone (it is a real one, maybe not sent yet)", () => {
    const req = { headers: {} } as IncomingMessage;
    const res = upgradeResponse(req);
    rememberUpgradeResponse(req, res);
    releaseHandshake({ request: req, transport: { name: 'polling' } });
    expect(res.req).toBe(req);
    expect(res.end()).toBe('session end');
  });

  it('does nothing twice', () => {
    const conn = { request: null, transport: { name: 'websocket' } };
    releaseHandshake(conn);
    expect(conn.request).toBeNull();
  });
});

describe('trimHandshake', () => {
  it('drops the headers, URL, query, auth and date string kept for the socket life', () => {
    const handshake = {
      headers: { cookie: 'autolicit.sid=x', 'user-agent': 'Mozilla/5.0' },
      time: new Date().toString(),
      url: '/socket.io/?EIO=4&transport=websocket',
      query: { EIO: '4', transport: 'websocket' },
      auth: { frames: 'compact' },
      address: '10.0.0.1',
    };
    trimHandshake(handshake);
    expect(handshake).toEqual({ headers: {}, time: '', url: '', query: {}, auth: {}, address: '10.0.0.1' });
  });
});
