import { DEFAULT_LANGUAGE, LANGUAGES, LOCALE_OF_LANGUAGE, type Language } from '@autolicit/shared';

/** Where the chosen language is kept (spec §1: browser local storage; the key name is ours). */
export const LANGUAGE_STORAGE_KEY = 'autolicit.language';

/**
 * The chosen language mirrored into a cookie (local storage stays the source, spec §1): the server
 * reads it to know whether its Romanian render of a page fits this reader.
 */
export function languageCookie(language: Language, secure: boolean): string {
  return `autolicit.lang=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The minimal Storage surface we use, so tests can pass a plain object. */
export type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The stored language, or null. Storage is user-controlled, so anything but exactly 'ro' or 'en'
 * is ignored (spec §1); access can also throw (privacy modes, disabled storage).
 */
export function readStoredLanguage(storage: LanguageStorage | undefined): Language | null {
  if (!storage) return null;
  try {
    const value = storage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLanguage(storage: LanguageStorage | undefined, language: Language): void {
  if (!storage || !isLanguage(language)) return;
  try {
    storage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not persisting is acceptable: the choice still applies for this page view.
  }
}

export function initialLanguage(storage: LanguageStorage | undefined): Language {
  return readStoredLanguage(storage) ?? DEFAULT_LANGUAGE;
}

/** Intl locale of each UI language (dates, times, plain numbers such as mileage). */
export function localeOf(language: Language): string {
  return LOCALE_OF_LANGUAGE[language];
}

/** The browser's localStorage when there is one (absent in node unit tests). */
export function browserStorage(): LanguageStorage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}
