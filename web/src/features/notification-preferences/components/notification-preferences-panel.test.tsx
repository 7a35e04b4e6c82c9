import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_OPTIONS,
  type NotificationPreferences,
} from '@autolicit/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';
import { NotificationPreferencesPanel } from './notification-preferences-panel';

afterEach(() => vi.unstubAllGlobals());

describe('NotificationPreferencesPanel', () => {
  it('shows the server’s choices, and a switch turned off is saved and shown as the server answers (Romanian)', async () => {
    let stored: NotificationPreferences = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
    const { calls } = stubFetch((call) => {
      if (call.path !== '/api/notification-preferences') return undefined;
      if (call.method === 'PUT') {
        const change = call.body as { outbid?: { push?: boolean } };
        stored = { ...stored, outbid: { ...stored.outbid, ...change.outbid } };
      }
      return { body: stored };
    });
    await renderWithApp(<NotificationPreferencesPanel />);
    const push = await screen.findByRole('switch', { name: 'Oferta dvs. a fost depășită — Push' });
    await waitFor(() => expect((push as HTMLInputElement).checked).toBe(true));
    // Sent only by e-mail: no switch for a push of the ending-soon reminder.
    expect(
      screen.queryByRole('switch', { name: 'O licitație din favorite se încheie în 10 minute — Push' }),
    ).toBeNull();
    const options = Object.values(NOTIFICATION_OPTIONS);
    const offered = options.reduce((sum, channels) => sum + channels.length, 0);
    expect(screen.getAllByLabelText('Nu se trimite pe această cale')).toHaveLength(
      options.length * NOTIFICATION_CHANNELS.length - offered,
    );
    // A notice on the open page for a seller's new bid, and none for a reminder (push only).
    const newBidInApp = screen.getByRole('switch', { name: 'O ofertă nouă pentru vehiculul dvs. — În aplicație' });
    expect((newBidInApp as HTMLInputElement).checked).toBe(true);
    expect(
      screen.queryByRole('switch', { name: 'O licitație urmărită sau licitată se încheie în 2 minute — În aplicație' }),
    ).toBeNull();
    // The reminder an hour before the end is off until chosen.
    const hourBefore = screen.getByRole('switch', {
      name: 'O licitație urmărită sau licitată se încheie într-o oră — Push',
    });
    expect((hourBefore as HTMLInputElement).checked).toBe(false);
    // How an auction ended, to a bidder who did not win and to the seller, and the reserve met: every channel, on.
    for (const kind of [
      'O licitație la care ați licitat s-a încheiat fără să o câștigați',
      'Licitația dvs. s-a încheiat fără vânzare',
      'Prețul dvs. de rezervă a fost atins',
    ])
      for (const channel of ['În aplicație', 'E-mail', 'Push'])
        expect((screen.getByRole('switch', { name: `${kind} — ${channel}` }) as HTMLInputElement).checked).toBe(true);
    // Reminders come by push: the watchlist's 10-minute e-mail is off until chosen, its notice in the app on.
    const endingSoon = (channel: string) =>
      screen.getByRole('switch', {
        name: `O licitație din favorite se încheie în 10 minute — ${channel}`,
      }) as HTMLInputElement;
    expect([endingSoon('E-mail').checked, endingSoon('În aplicație').checked]).toEqual([false, true]);
    // New listings for a saved search, on both channels.
    for (const channel of ['E-mail', 'Push']) {
      const savedSearch = screen.getByRole('switch', {
        name: `Un anunț nou corespunde unei căutări salvate — ${channel}`,
      });
      expect((savedSearch as HTMLInputElement).checked).toBe(true);
    }

    fireEvent.click(push);
    await waitFor(() => expect((push as HTMLInputElement).checked).toBe(false));
    expect(calls).toContainEqual({
      method: 'PUT',
      path: '/api/notification-preferences',
      body: { outbid: { push: false } },
    });
    expect(stored.outbid).toEqual({ app: true, email: true, push: false });
  });

  it('keeps the switch as the server has it and says why when saving fails (English)', async () => {
    stubFetch((call) => {
      if (call.path !== '/api/notification-preferences') return undefined;
      if (call.method === 'PUT') return { status: 503, body: { message: 'Service temporarily unavailable' } };
      return { body: DEFAULT_NOTIFICATION_PREFERENCES };
    });
    await renderWithApp(<NotificationPreferencesPanel />, { language: 'en' });
    const email = await screen.findByRole('switch', { name: 'You won an auction — E-mail' });
    for (const name of [
      'An auction you bid on ended without you winning it — E-mail',
      'Your auction ended without a sale — In the app',
      'Your reserve price was met — E-mail',
    ])
      expect(screen.getByRole('switch', { name })).toBeTruthy();
    await waitFor(() => expect((email as HTMLInputElement).checked).toBe(true));
    fireEvent.click(email);
    expect(await screen.findByText(/^The change was not saved:/)).toBeTruthy();
    expect((email as HTMLInputElement).checked).toBe(true);
  });
});
