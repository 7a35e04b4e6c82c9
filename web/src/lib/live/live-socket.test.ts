import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const connection = vi.hoisted(() => ({ watch: vi.fn(), unwatch: vi.fn(), refresh: vi.fn() }));
const getLiveConnection = vi.hoisted(() => vi.fn());
vi.mock('./socket', () => ({ getLiveConnection }));

const { connectLiveSocket, refreshLiveVehicle, watchLiveVehicle, whenSocketLoaded } = await import('./live-socket');

// The chunk's first import is slower than a tick under vitest (it is transformed): done once here.
beforeAll(() => import('./live-socket-chunk'));
beforeEach(() => getLiveConnection.mockReturnValue(connection));
afterEach(() => vi.clearAllMocks());

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the live socket loaded on demand', () => {
  it('watches a room once the code is in and leaves it on cleanup', async () => {
    const stop = watchLiveVehicle('v1');
    await settle();
    expect(connection.watch).toHaveBeenCalledWith('v1');
    stop();
    expect(connection.unwatch).toHaveBeenCalledWith('v1');
  });

  it('never joins a room whose watcher went away before the code arrived', async () => {
    const stop = watchLiveVehicle('v2');
    stop();
    await settle();
    expect(connection.watch).not.toHaveBeenCalled();
    expect(connection.unwatch).not.toHaveBeenCalled();
  });

  it('asks for a fresh snapshot', async () => {
    refreshLiveVehicle('v3');
    await settle();
    expect(connection.refresh).toHaveBeenCalledWith('v3');
  });

  it('runs a subscription with the loaded module and undoes it', async () => {
    const undo = vi.fn();
    const stop = whenSocketLoaded(() => undo);
    await settle();
    expect(undo).not.toHaveBeenCalled();
    stop();
    expect(undo).toHaveBeenCalledOnce();
  });

  it('opens the connection before any room is watched', async () => {
    await connectLiveSocket();
    expect(getLiveConnection).toHaveBeenCalledOnce();
    expect(connection.watch).not.toHaveBeenCalled();
  });
});
