import { describe, expect, it } from 'vitest';
import { hasAcceptedBidTerms, rememberBidTermsAccepted } from './accepted-terms';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('accepted bid terms', () => {
  it('remembers acceptance per auction', () => {
    const storage = memoryStorage();
    expect(hasAcceptedBidTerms('a', storage)).toBe(false);
    rememberBidTermsAccepted('a', storage);
    expect(hasAcceptedBidTerms('a', storage)).toBe(true);
    expect(hasAcceptedBidTerms('b', storage)).toBe(false);
  });

  it('treats unreadable or missing storage as not accepted', () => {
    expect(hasAcceptedBidTerms('a', { getItem: () => '{broken', setItem: () => undefined })).toBe(false);
    expect(hasAcceptedBidTerms('a', null)).toBe(false);
    expect(() =>
      rememberBidTermsAccepted('a', {
        getItem: () => null,
        setItem: () => {
          throw new Error('full');
        },
      }),
    ).not.toThrow();
  });
});
