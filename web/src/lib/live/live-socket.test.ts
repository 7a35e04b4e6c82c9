import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const connection = vi.hoisted(() => ({ watch: vi.fn(), unwatch: vi.fn(), refresh: vi.fn() }));
const getLiveConnection = vi.hoisted(() => vi.fn());
vi.mock('./socket', () => ({ getLiveConnection }));

const { refreshLiveVehicle, watchLiveVehicle, watchOpeningVehicle, whenSocketLoaded } = await import('./live-socket');

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

  it("joins the opening page's room at once and hands it to the screen's own watch without leaving it", async () => {
    watchOpeningVehicle('v4');
    await settle();
    expect(connection.watch).toHaveBeenCalledWith('v4');
    const stop = watchLiveVehicle('v4');
    await settle();
    // Watched twice, then the opening watch released: the room is never left in between.
    expect(connection.watch.mock.calls).toEqual([['v4'], ['v4']]);
    expect(connection.unwatch.mock.calls).toEqual([['v4']]);
    expect(connection.watch.mock.invocationCallOrder[1]).toBeLessThan(connection.unwatch.mock.invocationCallOrder[0]!);
    stop();
    expect(connection.unwatch.mock.calls).toEqual([['v4'], ['v4']]);
  });

  it('releases an opening watch the page replaced before the code arrived, without joining it', async () => {
    watchOpeningVehicle('v5');
    watchOpeningVehicle('v6');
    await settle();
    expect(connection.watch.mock.calls).toEqual([['v6']]);
    expect(connection.unwatch).not.toHaveBeenCalled();
    const stop = watchLiveVehicle('v6');
    await settle();
    stop();
  });
});
