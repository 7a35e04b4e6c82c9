import { describe, expect, it } from 'vitest';
import { getAllowedOrigins } from './allowed-origins';

describe('getAllowedOrigins', () => {
  it('accepts every loopback name for a loopback origin in development', () => {
    expect(getAllowedOrigins('http://localhost:3000', false)).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect(getAllowedOrigins('http://127.0.0.1:5173', false)).toContain('http://localhost:5173');
  });

  it('accepts only APP_ORIGIN in production, and for a public origin', () => {
    expect(getAllowedOrigins('http://localhost:3000', true)).toEqual(['http://localhost:3000']);
    expect(getAllowedOrigins('https://autolicit.ro', false)).toEqual(['https://autolicit.ro']);
  });
});
