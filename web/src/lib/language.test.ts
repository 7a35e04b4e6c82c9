import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_STORAGE_KEY,
  initialLanguage,
  localeOf,
  readStoredLanguage,
  storeLanguage,
  type LanguageStorage,
} from './language';

function memoryStorage(initial: Record<string, string> = {}): LanguageStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) };
}

describe('language storage', () => {
  it('accepts only ro or en from storage', () => {
    expect(readStoredLanguage(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'en' }))).toBe('en');
    expect(readStoredLanguage(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'ro' }))).toBe('ro');
    for (const bad of ['EN', 'fr', 'en-GB', '', ' ro', '"en"']) {
      expect(readStoredLanguage(memoryStorage({ [LANGUAGE_STORAGE_KEY]: bad }))).toBeNull();
    }
    expect(readStoredLanguage(memoryStorage())).toBeNull();
    expect(readStoredLanguage(undefined)).toBeNull();
  });

  it('defaults to Romanian', () => {
    expect(initialLanguage(memoryStorage())).toBe('ro');
    expect(initialLanguage(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'de' }))).toBe('ro');
    expect(initialLanguage(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'en' }))).toBe('en');
  });

  it('survives a storage that throws', () => {
    const broken: LanguageStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readStoredLanguage(broken)).toBeNull();
    expect(() => storeLanguage(broken, 'en')).not.toThrow();
  });

  it('stores the choice', () => {
    const storage = memoryStorage();
    storeLanguage(storage, 'en');
    expect(storage.data[LANGUAGE_STORAGE_KEY]).toBe('en');
  });

  it('maps languages to Intl locales', () => {
    expect(localeOf('ro')).toBe('ro-RO');
    expect(localeOf('en')).toBe('en-GB');
  });
});
