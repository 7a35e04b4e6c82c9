import { fireEvent, screen } from '@testing-library/react';
import type { UserDto } from '@autolicit/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';
import { RoleSwitcher } from './role-switcher';

const admin: UserDto = {
  id: '0b7f4a52-5f1e-4a49-9d0e-1c0f8f3f2a10',
  email: 'admin@example.ro',
  firstName: 'Elena',
  lastName: 'D',
  role: 'user',
  canSwitchRole: true,
  entityType: 'individual',
  profileImageUrl: null,
  verificationStatus: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('RoleSwitcher', () => {
  it('is absent for an account without admin rights', async () => {
    stubFetch(() => undefined);
    const { container } = await renderWithApp(<RoleSwitcher user={{ ...admin, canSwitchRole: false }} />);
    expect(container.querySelector('[data-testid="role-switcher"]')).toBeNull();
  });

  it('switches to admin with PATCH /api/auth/user/role and says so', async () => {
    const { calls } = stubFetch((call) =>
      call.method === 'PATCH' && call.path === '/api/auth/user/role'
        ? { body: { success: true, user: { ...admin, role: 'admin' } } }
        : { body: [] },
    );
    await renderWithApp(<RoleSwitcher user={admin} />);
    fireEvent.click(screen.getByText('Administrator'));
    expect(await screen.findByText('Rolul a fost actualizat cu succes')).toBeTruthy();
    expect(calls).toContainEqual({ method: 'PATCH', path: '/api/auth/user/role', body: { role: 'admin' } });
  });

  it('reports a failure in the chosen language', async () => {
    stubFetch((call) =>
      call.method === 'PATCH' ? { status: 500, body: { message: 'Internal server error' } } : { body: [] },
    );
    await renderWithApp(<RoleSwitcher user={admin} />, { language: 'en' });
    fireEvent.click(screen.getByText('Admin'));
    expect(await screen.findByText('Failed to update role')).toBeTruthy();
  });
});
