import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { stubDashboardApi } from '../testing/dashboard-api-stub';
import { OTHER_USER_ID, USER_ID, makeTransaction, vehicleId } from '../testing/dashboard-fixtures';
import { TransactionsTab } from './transactions-tab';

afterEach(() => vi.unstubAllGlobals());

const transactions = [
  makeTransaction(1, 1, { finalPrice: '15300.00', fee: '350.00', paymentStatus: 'pending' }),
  makeTransaction(2, 2, { finalPrice: '7300.00', fee: '270.00', paymentStatus: 'completed' }),
  makeTransaction(3, 3, {
    finalPrice: '2000.00',
    fee: '220.00',
    paymentStatus: 'failed',
    buyerId: OTHER_USER_ID,
    sellerId: USER_ID,
  }),
];

function item(index: number): HTMLElement {
  return screen.getAllByTestId('transaction')[index]!;
}

describe('TransactionsTab', () => {
  it('shows final price, fee, total and the payment status as a coloured badge (Romanian)', async () => {
    stubDashboardApi({ transactions });
    await renderWithApp(<TransactionsTab userId={USER_ID} />);
    await screen.findAllByTestId('transaction');

    const purchase = item(0);
    expect(within(purchase).getByRole('link', { name: '2019 Dacia Logan 1' }).getAttribute('href')).toBe(
      `/vehicle/${vehicleId(1)}`,
    );
    expect(within(purchase).getByText('Cumpărare')).toBeTruthy();
    expect(within(purchase).getByText('Preț final').nextElementSibling?.textContent).toBe('15.300 €');
    expect(within(purchase).getByText('Comision de licitație').nextElementSibling?.textContent).toBe('350 €');
    expect(within(purchase).getByText('Total de plată').nextElementSibling?.textContent).toBe('15.650 €');
    const pending = within(purchase).getByTestId('payment-status');
    expect(pending.textContent).toBe('În așteptare');
    expect(pending.getAttribute('data-status')).toBe('pending');

    const completed = within(item(1)).getByTestId('payment-status');
    expect(completed.textContent).toBe('Finalizată');

    const sale = item(2);
    expect(within(sale).getByText('Vânzare')).toBeTruthy();
    expect(within(sale).getByText('Comision de licitație').nextElementSibling?.textContent).toBe('220 €');
    // The total is what the buyer pays: not shown to the seller.
    expect(within(sale).queryByText('Total de plată')).toBeNull();
    expect(within(sale).getByTestId('payment-status').textContent).toBe('Eșuată');
    // Each party can download the sale's summary, in the language of the page.
    const summary = within(purchase).getByRole('link', { name: 'Descărcați rezumatul vânzării (PDF)' });
    expect(summary.getAttribute('href')).toBe(`/api/transactions/${transactions[0]!.id}/summary.pdf?lang=ro`);
    expect(summary.hasAttribute('download')).toBe(true);
  });

  it("shows the other side's contacts and next steps, and lets the seller confirm a pending sale's payment", async () => {
    const pendingSale = makeTransaction(4, 4, {
      buyerId: OTHER_USER_ID,
      sellerId: USER_ID,
      paymentStatus: 'pending',
      paymentDueBy: '2099-01-01T10:00:00.000Z',
      counterparty: { role: 'buyer', name: 'Ana Ionescu', email: 'ana@example.com', phone: '0733000222' },
    });
    const { calls } = stubDashboardApi({
      transactions: [transactions[0]!, pendingSale],
      extra: (call) =>
        call.method === 'PATCH' ? { body: { id: pendingSale.id, paymentStatus: 'completed' } } : undefined,
    });
    await renderWithApp(<TransactionsTab userId={USER_ID} />);
    await screen.findAllByTestId('transaction');
    const purchase = within(item(0)).getByTestId('transaction-counterparty');
    expect(purchase.textContent).toContain('Vânzătorul: Auto Nord SRL');
    expect(within(purchase).getByRole('link', { name: 'vanzari@autonord.ro' }).getAttribute('href')).toBe(
      'mailto:vanzari@autonord.ro',
    );
    expect(purchase.textContent).toContain('plătiți prin platformă până la');
    // A buyer has nothing to confirm; a seller's pending sale, before the deadline, only "payment received".
    expect(within(item(0)).queryByRole('button', { name: 'Confirmați plata primită' })).toBeNull();
    const sale = item(1);
    expect(within(sale).getByTestId('transaction-counterparty').textContent).toContain('Cumpărătorul: Ana Ionescu');
    expect(within(sale).queryByRole('button', { name: 'Înregistrați neplata' })).toBeNull();
    fireEvent.click(within(sale).getByRole('button', { name: 'Confirmați plata primită' }));
    await screen.findByText('Plată confirmată');
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: `/api/transactions/${pendingSale.id}`,
      body: { paymentStatus: 'completed' },
    });
  });

  it('colours the three statuses differently (English)', async () => {
    stubDashboardApi({ transactions });
    await renderWithApp(<TransactionsTab userId={USER_ID} />, { language: 'en' });
    const badges = await screen.findAllByTestId('payment-status');
    expect(badges.map((badge) => badge.textContent)).toEqual(['Pending', 'Completed', 'Failed']);
    expect(screen.getAllByRole('link', { name: 'Download the sale summary (PDF)' })[0]!.getAttribute('href')).toMatch(
      /summary\.pdf\?lang=en$/,
    );
    const colours = badges.map((badge) => badge.getAttribute('style') ?? '');
    expect(colours[0]).toContain('yellow');
    expect(colours[1]).toContain('green');
    expect(colours[2]).toContain('red');
    expect(within(item(0)).getByText('Auction fee').nextElementSibling?.textContent).toBe('€350');
  });

  it('says there are no transactions yet, in both languages', async () => {
    stubDashboardApi({ transactions: [] });
    const ro = await renderWithApp(<TransactionsTab userId={USER_ID} />);
    expect(await screen.findByRole('heading', { name: 'Nicio tranzacție încă' })).toBeTruthy();
    ro.unmount();
    await renderWithApp(<TransactionsTab userId={USER_ID} />, { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'No transactions yet' })).toBeTruthy();
  });
});
