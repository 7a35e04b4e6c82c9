import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { BidConfirmModal } from './bid-confirm-modal';

function renderModal(props: { amount: number; minimumNextBid?: string; language?: 'ro' | 'en' }) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  const rendered = renderWithApp(
    <BidConfirmModal
      opened
      amount={props.amount}
      minimumNextBid={props.minimumNextBid ?? '15100.00'}
      title="2019 Dacia Duster"
      pending={false}
      onClose={onClose}
      onConfirm={onConfirm}
    />,
    { language: props.language },
  );
  return { rendered, onConfirm, onClose };
}

describe('BidConfirmModal', () => {
  it('shows bid, fee (200 € + 10 € per full 1.000 €) and total, in Romanian', async () => {
    await renderModal({ amount: 15_100 }).rendered;
    const summary = within(await screen.findByTestId('fee-summary'));
    expect(summary.getByText('15.100 €')).toBeTruthy();
    expect(summary.getByText('350 €')).toBeTruthy();
    expect(summary.getByText('15.450 €')).toBeTruthy();
  });

  it('will not confirm without the agreement, then confirms once it is ticked (English)', async () => {
    const { rendered, onConfirm } = renderModal({ amount: 21_999, minimumNextBid: '21000.00', language: 'en' });
    await rendered;
    expect(within(screen.getByTestId('fee-summary')).getByText('€410')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Bid' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(await screen.findByText('Please accept the terms to place your bid')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Bid' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('refuses an amount that a newer bid has overtaken', async () => {
    const { rendered, onConfirm } = renderModal({ amount: 15_100, minimumNextBid: '15600.00', language: 'en' });
    await rendered;
    expect(screen.getByRole('alert').textContent).toContain('€15,600');
    fireEvent.click(screen.getByRole('checkbox'));
    expect((screen.getByRole('button', { name: 'Confirm Bid' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('explains the fee in the info popover', async () => {
    await renderModal({ amount: 5_000, language: 'en' }).rendered;
    fireEvent.click(screen.getByRole('button', { name: 'What is the auction fee?' }));
    expect(await screen.findByText(/€200 plus €10 per full €1,000/)).toBeTruthy();
  });
});
