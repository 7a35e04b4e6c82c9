import type { AdminQuestionDto, UserDto } from '@autolicit/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';
import { QuestionModerationPanel } from './question-moderation-panel';

afterEach(() => vi.unstubAllGlobals());

const admin: UserDto = {
  id: '0b7f4a52-5f1e-4a49-9d0e-1c0f8f3f2a10',
  email: 'elena@example.ro',
  firstName: 'Elena',
  lastName: 'D',
  role: 'admin',
  canSwitchRole: true,
  entityType: 'individual',
  profileImageUrl: null,
  verificationStatus: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const REPORTED: AdminQuestionDto = {
  id: '11111111-1111-4111-8111-111111111111',
  vehicleId: '7d1e2c3b-0000-4000-8000-000000000001',
  askerAlias: null,
  text: 'Vindeți mai ieftin pe [***]?',
  contactMasked: true,
  createdAt: '2026-11-29T08:00:00.000Z',
  answer: null,
  hidden: false,
  hiddenReason: null,
  hiddenAt: null,
  reportCount: 2,
  reasons: ['Reclamă', 'Spam'],
  vehicle: { id: '7d1e2c3b-0000-4000-8000-000000000001', year: 2019, make: 'Dacia', model: 'Duster' },
};

describe('QuestionModerationPanel', () => {
  it.each([
    [
      'ro',
      'Întrebări raportate',
      '2 raportări: Reclamă · Spam',
      'Motiv (păstrat în jurnalul de audit)',
      'Eliminați',
      'Eliminată: Publicitate',
    ],
    [
      'en',
      'Reported questions',
      '2 reports: Reclamă · Spam',
      'Reason (kept in the audit log)',
      'Remove',
      'Removed: Publicitate',
    ],
  ] as const)(
    'in %s: lists the reported questions and removes one with a reason',
    async (language, title, reports, reason, hide, hidden) => {
      const { calls } = stubFetch((call) => {
        if (call.path === '/api/auth/user') return { body: admin };
        if (call.path === '/api/admin/questions') return { body: { questions: [REPORTED] } };
        if (call.path === `/api/admin/questions/${REPORTED.id}/hide`)
          return { body: { ...REPORTED, hidden: true, hiddenReason: (call.body as { reason: string }).reason } };
        return undefined;
      });
      await renderWithApp(<QuestionModerationPanel />, { language });
      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
      const item = await screen.findByTestId('reported-question');
      expect(within(item).getByText(reports)).toBeTruthy();
      expect(within(item).getByRole('link', { name: '2019 Dacia Duster' }).getAttribute('href')).toBe(
        `/vehicle/${REPORTED.vehicleId}#questions`,
      );
      const button = within(item).getByRole('button', { name: hide });
      expect(button.hasAttribute('disabled')).toBe(true);
      fireEvent.change(within(item).getByLabelText(reason), { target: { value: 'Publicitate' } });
      fireEvent.click(button);
      await waitFor(() => expect(within(item).getByText(hidden)).toBeTruthy());
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Publicitate' });
    },
  );
});
