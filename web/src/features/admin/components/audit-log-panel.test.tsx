import type { AuditEventDto, UserDto, UserRole } from '@autolicit/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type StubbedCall } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';
import { AuditLogPanel } from './audit-log-panel';

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

const EVENTS: AuditEventDto[] = [
  {
    id: 'e2',
    occurredAt: '2026-11-24T10:05:00.000Z',
    event: 'admin.sessions-revoked',
    outcome: 'success',
    ip: '198.51.100.1',
    userEmail: 'ion@example.ro',
    actorEmail: 'elena@example.ro',
    details: {},
  },
  {
    id: 'e1',
    occurredAt: '2026-11-24T10:00:00.000Z',
    event: 'login',
    outcome: 'failure',
    ip: '203.0.113.9',
    userEmail: 'ion@example.ro',
    actorEmail: null,
    details: { reason: 'password' },
  },
];

function stub(role: UserRole) {
  return stubFetch((call: StubbedCall) => {
    if (call.path === '/api/auth/user') return { body: user(role) };
    if (call.path.startsWith('/api/admin/audit-events')) return { body: { events: EVENTS } };
    return undefined;
  });
}

describe('AuditLogPanel', () => {
  it('lists the latest security events for an admin (English)', async () => {
    stub('admin');
    await renderWithApp(<AuditLogPanel />, { language: 'en' });
    const panel = await screen.findByTestId('audit-log-panel');
    await waitFor(() => expect(within(panel).getAllByRole('row')).toHaveLength(3));
    const [, revoked, failed] = within(panel).getAllByRole('row');
    expect(within(revoked!).getByText('Access revoked by an admin')).toBeTruthy();
    expect(within(revoked!).getByText('by elena@example.ro')).toBeTruthy();
    expect(within(failed!).getByText('Sign-in')).toBeTruthy();
    expect(within(failed!).getByText('Failed')).toBeTruthy();
    expect(within(failed!).getByText('203.0.113.9')).toBeTruthy();
  });

  it('asks nothing and shows nothing for anyone else', async () => {
    const { calls } = stub('user');
    const view = await renderWithApp(<AuditLogPanel />);
    await waitFor(() => expect(calls.some((call) => call.path === '/api/auth/user')).toBe(true));
    expect(view.container.querySelector('[data-testid="audit-log-panel"]')).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/api/admin/audit-events'))).toBe(false);
  });
});
