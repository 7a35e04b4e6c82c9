(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

import type { VehicleDto } from '@autolicit/shared';
import { Profiler, act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { buildVehicleDto } from '../../test/vehicle-dto';
import { liveVehiclesStore } from '../stores/live-vehicles-store';
import { useLiveVehicle } from './use-live-vehicle';

function Price({ vehicle }: { vehicle: VehicleDto }) {
  // Not watching the room: this test is about the store, not the socket.
  const live = useLiveVehicle(vehicle.id, vehicle, { enabled: false });
  return <p>{`${live?.currentBid} / ${live?.bidCount}`}</p>;
}

/** The server's HTML of three prices, then the browser hydrating it; counts the commits of each. */
async function hydratePrices(vehicles: VehicleDto[], beforeHydrate?: () => void) {
  const ui = (onRender: () => void) => (
    <Profiler id="prices" onRender={onRender}>
      {vehicles.map((vehicle) => (
        <Price key={vehicle.id} vehicle={vehicle} />
      ))}
    </Profiler>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui(() => undefined));
  document.body.append(container);
  beforeHydrate?.();
  let commits = 0;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      ui(() => (commits += 1)),
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return { container, errors, commits: () => commits };
}

afterEach(() => {
  liveVehiclesStore.setState({ vehicles: {} });
  document.body.replaceChildren();
});

describe('useLiveVehicle on a server-rendered page', () => {
  it('seeds the store with the page data without rendering the prices again', async () => {
    const vehicles = [buildVehicleDto(1), buildVehicleDto(2), buildVehicleDto(3)];
    const page = await hydratePrices(vehicles);

    expect(page.errors).toEqual([]);
    // One commit: the hydration. Seeding equal data must not wake the cards a second time.
    expect(page.commits()).toBe(1);
    expect(Object.keys(liveVehiclesStore.getState().vehicles)).toEqual(vehicles.map((vehicle) => vehicle.id));
  });

  it('shows what the store learns after that', async () => {
    const vehicle = buildVehicleDto(1);
    const page = await hydratePrices([vehicle]);

    await act(async () => {
      liveVehiclesStore.getState().seed({ ...vehicle, currentBid: '7400.00', minimumNextBid: '7500.00', bidCount: 5 });
    });

    expect(page.container.textContent).toBe('7400.00 / 5');
    expect(page.commits()).toBe(2);
  });

  it('hydrates what the server rendered when the live room answered first, then shows the live price', async () => {
    const vehicle = buildVehicleDto(1);
    // The opening vehicle page joins its room before it hydrates: a newer price can already be in.
    const page = await hydratePrices([vehicle], () =>
      liveVehiclesStore.getState().seed({ ...vehicle, currentBid: '7400.00', minimumNextBid: '7500.00', bidCount: 5 }),
    );

    expect(page.errors).toEqual([]);
    expect(page.container.textContent).toBe('7400.00 / 5');
  });

  it('the same data seeded again changes nothing in the store', () => {
    const vehicle = buildVehicleDto(1);
    liveVehiclesStore.getState().seed(vehicle);
    const before = liveVehiclesStore.getState().vehicles;
    liveVehiclesStore.getState().seed({ ...vehicle });
    expect(liveVehiclesStore.getState().vehicles).toBe(before);
  });
});
