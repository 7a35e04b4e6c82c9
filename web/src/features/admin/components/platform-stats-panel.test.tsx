import type { UserDto, UserRole } from '@autolicit/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type StubbedCall } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';
import { PlatformStatsPanel } from './platform-stats-panel';

afterEach(() => vi.unstubAllGlobals());

const user = (role: UserRole): UserDto => ({
  id: '0b7f4a52-5f1e-4a49-9d0e-1c0f8f3f2a10',
  email: 'elena@example.ro',
  firstName: 'Elena',
  lastName: 'D',
  role,
  canSwitchRole: true,
  entityType: 'individual',
  profileImageUrl: null,
  verificationStatus: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const QUEUE_HEALTH = {
  jobs: { waiting: 0, delayed: 1234, active: 1, failed: 2 },
  closeLag: { count: 4, sumSeconds: 2.5 },
};

function stubPlatform(
  role: UserRole,
  options: { stats?: { status?: number; body?: unknown }; queues?: { status?: number; body?: unknown } } = {},
) {
  const stub = stubFetch((call: StubbedCall) => {
    if (call.path === '/api/auth/user') return { body: user(role) };
    if (call.path === '/api/stats')
      return (
        options.stats ?? { body: { activeAuctions: 12, totalVehicles: 340, registeredUsers: 1234, soldThisMonth: 5 } }
      );
    if (call.path === '/api/admin/queues') return options.queues ?? { body: QUEUE_HEALTH };
    return undefined;
  });
  const queueCalls = () => stub.calls.filter((call) => call.path === '/api/admin/queues');
  return { calls: stub.calls, queueCalls };
}

function figure(term: string): string {
  return screen.getByText(term).nextElementSibling?.textContent ?? '';
}

describe('PlatformStatsPanel', () => {
  it('renders nothing for a non-admin and never asks for the stats', async () => {
    for (const role of ['user', 'seller', 'dealer'] as const) {
      const { calls, queueCalls } = stubPlatform(role);
      const view = await renderWithApp(<PlatformStatsPanel />);
      await waitFor(() => expect(calls.some((call) => call.path === '/api/auth/user')).toBe(true));
      expect(view.container.querySelector('[data-testid="platform-stats-panel"]')).toBeNull();
      expect(calls.some((call) => call.path === '/api/stats')).toBe(false);
      expect(queueCalls()).toEqual([]);
      view.unmount();
      vi.unstubAllGlobals();
    }
  });

  it('shows the four platform numbers and the close queue health to an admin (Romanian)', async () => {
    stubPlatform('admin');
    await renderWithApp(<PlatformStatsPanel />);
    expect(await screen.findByRole('heading', { name: 'Statistici platformă' })).toBeTruthy();
    await waitFor(() => expect(figure('Licitații active')).toBe('12'));
    expect(figure('Total vehicule')).toBe('340');
    expect(figure('Utilizatori înregistrați')).toBe('1.234');
    expect(figure('Vândute luna aceasta')).toBe('5');

    const queue = await screen.findByTestId('queue-health');
    expect(within(queue).getByText('Programate').nextElementSibling?.textContent).toBe('1.234');
    expect(within(queue).getByText('În execuție').nextElementSibling?.textContent).toBe('1');
    expect(within(queue).getByText('Eșuate').nextElementSibling?.textContent).toBe('2');
    expect(screen.getByText('0,6 s pentru 4 licitații închise')).toBeTruthy();

    const bullBoard = screen.getByRole('link', { name: /Deschideți Bull Board/ });
    expect(bullBoard.getAttribute('href')).toBe('/admin/queues');
    expect(bullBoard.getAttribute('target')).toBe('_blank');
  });

  it('says when the queue metrics are not reachable, and offers a retry for the stats (English)', async () => {
    stubPlatform('admin', {
      stats: { status: 500, body: { message: 'Internal server error' } },
      queues: { status: 503, body: { message: 'Service temporarily unavailable' } },
    });
    await renderWithApp(<PlatformStatsPanel />, { language: 'en' });
    expect(await screen.findByText('The platform statistics could not be loaded.')).toBeTruthy();
    expect(await screen.findByText('The queue numbers are not available right now.')).toBeTruthy();
    // Bull Board stays one click away even then.
    expect(screen.getByRole('link', { name: /Open Bull Board/ }).getAttribute('href')).toBe('/admin/queues');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('reloads both on Refresh', async () => {
    const { calls, queueCalls } = stubPlatform('admin');
    await renderWithApp(<PlatformStatsPanel />, { language: 'en' });
    await waitFor(() => expect(figure('Active auctions')).toBe('12'));
    await screen.findByTestId('queue-health');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/stats')).toHaveLength(2));
    await waitFor(() => expect(queueCalls()).toHaveLength(2));
  });
});
