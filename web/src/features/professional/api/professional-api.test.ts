import { VAT_CHECK_DELAY_MS } from '@autolicit/shared';
import { describe, expect, it, vi } from 'vitest';
import type { apiRequest } from '../../../lib/api-client';
import {
  loginProfessional,
  registerProfessional,
  verifyVatNumber,
  type ProfessionalRegistrationRequest,
} from './professional-api';

const user = { id: 'u1', email: 'maria@autoimport.ro' };

function createFakeRequest(answer: unknown) {
  return vi.fn(async () => answer) as unknown as typeof apiRequest & ReturnType<typeof vi.fn>;
}

describe('verifyVatNumber', () => {
  it('answers after the 1 s of §4, by the country’s VAT format, without calling the server', async () => {
    const wait = vi.fn(async () => {});
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    await expect(verifyVatNumber({ vatNumber: 'RO12345674', country: 'RO' }, wait)).resolves.toBe(true);
    await expect(verifyVatNumber({ vatNumber: 'DE12345678', country: 'DE' }, wait)).resolves.toBe(false);
    expect(wait).toHaveBeenCalledWith(VAT_CHECK_DELAY_MS);
    expect(fetchSpy).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});

describe('registerProfessional and loginProfessional', () => {
  it('post to their paths and return the answer', async () => {
    const request = createFakeRequest({ success: true, message: 'ok', user });
    const body = { email: 'maria@autoimport.ro' } as ProfessionalRegistrationRequest;
    await expect(registerProfessional(body, request)).resolves.toMatchObject({ user });
    expect(request).toHaveBeenCalledWith('/api/auth/register-professional', { method: 'POST', body });
    await loginProfessional({ email: 'maria@autoimport.ro', password: 'Parola-Sigura-1' }, request);
    expect(request).toHaveBeenLastCalledWith('/api/auth/login-professional', {
      method: 'POST',
      body: { email: 'maria@autoimport.ro', password: 'Parola-Sigura-1' },
    });
  });

  it('treat an answer without the success flag as a failure (§7 reads it)', async () => {
    const request = createFakeRequest({ success: false, message: 'Please try again' });
    await expect(loginProfessional({ email: 'a@b.ro', password: 'x' }, request)).rejects.toThrow('Please try again');
  });
});
