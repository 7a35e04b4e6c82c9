import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { connectionStore } from '../../../stores/connection-store';
import type { LiveVehicleState } from '../../../stores/live-vehicles-store';
import { BidDialogs } from '../components/bid-dialogs';
import { vehicleId } from '../testing/bid-fixtures';
import { FIRST_CONNECTION_WAIT_MS, useBidFlow } from './use-bid-flow';

// What the flow reads of the live state: the minimum next bid, the current bid and buy-now.
const live = { minimumNextBid: '15100.00', currentBid: '15000.00', buyNowPrice: null } as LiveVehicleState;

function BidFlowHarness() {
  const flow = useBidFlow({ vehicleId: vehicleId(1), title: '2019 Dacia Duster', live, signedIn: true });
  return (
    <>
      <button type="button" onClick={() => flow.openBid(15_100, 'panel')}>
        bid
      </button>
      <output data-testid="awaiting">{flow.awaitingConnection ? 'yes' : 'no'}</output>
      <BidDialogs flow={flow} live={live} status={{ kind: 'none' }} />
    </>
  );
}

function setConnection(state: { socketConnected: boolean; everConnected: boolean }) {
  act(() => connectionStore.setState({ browserOnline: true, ...state }));
}

const confirmButton = () => screen.getByRole('button', { name: 'Confirm Bid' }) as HTMLButtonElement;

/** Taps "bid" with the connection in `state`, then gives the confirmations' chunk its moment. */
async function tapBidWhile(state: { socketConnected: boolean; everConnected: boolean }) {
  setConnection(state);
  fireEvent.click(screen.getByRole('button', { name: 'bid' }));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
}

describe('the bid flow and the live connection', () => {
  beforeEach(() => setConnection({ socketConnected: true, everConnected: true }));

  it('opens nothing while a lost connection is made again', async () => {
    await renderWithApp(<BidFlowHarness />, { language: 'en' });
    await tapBidWhile({ socketConnected: false, everConnected: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('awaiting').textContent).toBe('no');
    setConnection({ socketConnected: true, everConnected: true });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a tap made before the first connection once it is up, and not on a price never made live', async () => {
    await renderWithApp(<BidFlowHarness />, { language: 'en' });
    await tapBidWhile({ socketConnected: false, everConnected: false });
    // Nothing rendered on the server's price: the tap waits for the live one, and says so.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('awaiting').textContent).toBe('yes');
    setConnection({ socketConnected: true, everConnected: true });
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByTestId('awaiting').textContent).toBe('no');
    expect(screen.queryByTestId('bid-dialog-connecting')).toBeNull();
  });

  it('drops a tap whose first connection comes too late', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await renderWithApp(<BidFlowHarness />, { language: 'en' });
      setConnection({ socketConnected: false, everConnected: false });
      fireEvent.click(screen.getByRole('button', { name: 'bid' }));
      expect(screen.getByTestId('awaiting').textContent).toBe('yes');
      act(() => vi.advanceTimersByTime(FIRST_CONNECTION_WAIT_MS));
      expect(screen.getByTestId('awaiting').textContent).toBe('no');
      setConnection({ socketConnected: true, everConnected: true });
      await act(async () => vi.advanceTimersByTime(50));
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('cannot confirm while the connection is lost with the dialog open, and can once it is back', async () => {
    await renderWithApp(<BidFlowHarness />, { language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'bid' }));
    fireEvent.click(await screen.findByRole('checkbox'));
    expect(confirmButton().disabled).toBe(false);
    expect(screen.queryByTestId('bid-dialog-connecting')).toBeNull();

    setConnection({ socketConnected: false, everConnected: true });
    expect(screen.getByTestId('bid-dialog-connecting').textContent).toContain('Confirming the live price');
    expect(confirmButton().disabled).toBe(true);

    setConnection({ socketConnected: true, everConnected: true });
    expect(screen.queryByTestId('bid-dialog-connecting')).toBeNull();
    expect(confirmButton().disabled).toBe(false);
  });

  it('says the same in Romanian', async () => {
    await renderWithApp(<BidFlowHarness />, { language: 'ro' });
    fireEvent.click(screen.getByRole('button', { name: 'bid' }));
    await screen.findByRole('checkbox');
    setConnection({ socketConnected: false, everConnected: true });
    expect(screen.getByTestId('bid-dialog-connecting').textContent).toContain('Se confirmă prețul live');
  });
});
