import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { connectionStore } from '../../../stores/connection-store';
import type { LiveVehicleState } from '../../../stores/live-vehicles-store';
import { BidDialogs } from '../components/bid-dialogs';
import { vehicleId } from '../testing/bid-fixtures';
import { useBidFlow } from './use-bid-flow';

// What the flow reads of the live state: the minimum next bid, the current bid and buy-now.
const live = { minimumNextBid: '15100.00', currentBid: '15000.00', buyNowPrice: null } as LiveVehicleState;

function BidFlowHarness() {
  const flow = useBidFlow({ vehicleId: vehicleId(1), title: '2019 Dacia Duster', live, signedIn: true });
  return (
    <>
      <button type="button" onClick={() => flow.openBid(15_100, 'panel')}>
        bid
      </button>
      <BidDialogs flow={flow} live={live} status={{ kind: 'none' }} title="2019 Dacia Duster" />
    </>
  );
}

function setConnection(state: { socketConnected: boolean; everConnected: boolean }) {
  act(() => connectionStore.setState({ browserOnline: true, ...state }));
}

const confirmButton = () => screen.getByRole('button', { name: 'Confirm Bid' }) as HTMLButtonElement;

describe('the bid flow before and after the live connection', () => {
  beforeEach(() => setConnection({ socketConnected: false, everConnected: false }));

  it('opens the confirmation on a tap while the first connection is made; confirming waits for it', async () => {
    await renderWithApp(<BidFlowHarness />, { language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'bid' }));
    expect(await screen.findByTestId('bid-dialog-connecting')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox'));
    expect(confirmButton().disabled).toBe(true);

    setConnection({ socketConnected: true, everConnected: true });
    expect(screen.queryByTestId('bid-dialog-connecting')).toBeNull();
    expect(confirmButton().disabled).toBe(false);
  });

  it('opens nothing while a lost connection is being made again: no bid is asked for on a stale price', async () => {
    setConnection({ socketConnected: false, everConnected: true });
    await renderWithApp(<BidFlowHarness />, { language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'bid' }));
    // The confirmations' chunk is in once the harness has rendered; give it the same moment.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says the same in Romanian', async () => {
    await renderWithApp(<BidFlowHarness />, { language: 'ro' });
    fireEvent.click(screen.getByRole('button', { name: 'bid' }));
    expect((await screen.findByTestId('bid-dialog-connecting')).textContent).toContain('Se confirmă prețul live');
  });
});
