import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { useUnauthorizedRedirect } from './use-unauthorized-redirect';

vi.mock('../../../lib/unauthorized', () => ({ handleUnauthorized: vi.fn() }));

afterEach(() => vi.mocked(handleUnauthorized).mockClear());

const unauthorized = new ApiError(401, 'Unauthorized', '{"message":"Unauthorized"}', { message: 'Unauthorized' });
const serverError = new ApiError(500, 'Internal Server Error', '', null);

describe('useUnauthorizedRedirect', () => {
  it('handles a 401 once, however many lists fail with it and however often the page renders', () => {
    const { rerender } = renderHook(({ errors }) => useUnauthorizedRedirect(errors), {
      initialProps: { errors: [null, serverError] as unknown[] },
    });
    expect(handleUnauthorized).not.toHaveBeenCalled();
    rerender({ errors: [unauthorized, unauthorized] });
    rerender({ errors: [unauthorized, null] });
    expect(handleUnauthorized).toHaveBeenCalledTimes(1);
    expect(handleUnauthorized).toHaveBeenCalledWith('action');
  });
});
