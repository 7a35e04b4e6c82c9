import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  MARKET_TIME_ZONE,
  WEB_APP_MANIFEST_OF_LANGUAGE,
  formatEuro,
  formatNumber as formatWholeNumber,
  type Language,
} from '@autolicit/shared';
import type { validationMessages } from '@autolicit/shared/validation-messages';
import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  FEATURE_NAMESPACES,
  type DeferredNamespace,
  deferredNamespaces,
  featureNamespaces,
} from '../locales/feature-namespaces';
import { ro } from '../locales/ro';
import { browserStorage, initialLanguage, isLanguage, languageCookie, localeOf, storeLanguage } from './language';

/** Namespace of the shared validation/API messages, looked up by the server's `messageKey`. */
export const VALIDATION_NS = 'validation';

type NestedMessages = { [key: string]: string | NestedMessages };

/**
 * The shared messages are flat with dotted keys ('listing.vinLength'); i18next reads dots as
 * nesting, so they are unflattened once here rather than turning the key separator off globally.
 */
export function buildValidationResources(messages: typeof validationMessages, language: Language): NestedMessages {
  const root: NestedMessages = {};
  for (const [key, texts] of Object.entries(messages)) {
    const parts = key.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (typeof next === 'string') throw new Error(`Message key ${key} collides with a shorter key`);
      node = next ?? (node[part] = {});
    }
    node[parts[parts.length - 1]!] = texts[language];
  }
  return root;
}

/**
 * Bundled: the Romanian texts of the server-rendered pages and their shell, so their first paint and
 * hydration never wait for texts. Everything else is fetched by `readTexts` when first needed.
 */
export function buildResources(): Resource {
  return { ro: { translation: ro, ...featureNamespaces.ro } };
}

const isDeferredNamespace = (namespace: string): namespace is DeferredNamespace =>
  Object.hasOwn(deferredNamespaces, namespace);

/**
 * The texts not bundled: the validation and API messages (both languages, a chunk shared with the
 * forms and bid dialogs that show them), the Romanian texts of the lazy screens, and English.
 */
async function readTexts(language: string, namespace: string): Promise<object> {
  if (namespace === VALIDATION_NS) {
    const { validationMessages } = await import('@autolicit/shared/validation-messages');
    return buildValidationResources(validationMessages, isLanguage(language) ? language : DEFAULT_LANGUAGE);
  }
  if (language === 'en') {
    const { englishResources } = await import('../locales/english-resources');
    return (englishResources as Record<string, object>)[namespace] ?? {};
  }
  if (language === 'ro' && isDeferredNamespace(namespace)) return deferredNamespaces[namespace]();
  return {};
}

const lazyTexts: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    readTexts(language, namespace).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export const i18n = i18next.createInstance();

void i18n
  .use(lazyTexts)
  .use(initReactI18next)
  .init({
    resources: buildResources(),
    partialBundledLanguages: true,
    lng: initialLanguage(browserStorage()),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // Only the bundled namespaces: the others are fetched with the screen that needs them.
    ns: ['translation', ...Object.keys(featureNamespaces.ro)],
    defaultNS: 'translation',
    // Romanian is bundled, so initialise synchronously; main.tsx awaits textsReady() for English.
    initAsync: false,
    // React escapes what it renders; escaping here too would show "&amp;" and friends.
    interpolation: { escapeValue: false },
    returnNull: false,
  });

syncDocumentLanguage(currentLanguage());
i18n.on('languageChanged', (language) => {
  if (isLanguage(language)) syncDocumentLanguage(language);
});

/** Resolves once the active language's texts are in (at once for Romanian; English is fetched). */
export async function textsReady(): Promise<void> {
  await i18n.loadLanguages(currentLanguage());
}

/** Every namespace a screen may use, bundled or fetched on demand. */
export const ALL_NAMESPACES = ['translation', VALIDATION_NS, ...FEATURE_NAMESPACES] as const;
export type TextNamespace = (typeof ALL_NAMESPACES)[number];

/**
 * Fetches texts that are not bundled, for loaders to await beside a screen's code: a screen then
 * renders (and the server renders it) without suspending for its texts.
 */
export async function loadTexts(namespaces: readonly TextNamespace[]): Promise<void> {
  await i18n.loadNamespaces([...namespaces]);
}

/** The active UI language, always one of ours. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** Switches the language and remembers it for the next visit. */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(browserStorage(), language);
  await i18n.changeLanguage(language);
}

function syncDocumentLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  // Screen readers and the browser's hyphenation/spell-check follow <html lang>.
  document.documentElement.lang = language;
  // The app installs under the name of the manifest linked at that moment: the reader's language's.
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', WEB_APP_MANIFEST_OF_LANGUAGE[language]);
  // The server renders pages in Romanian only; this tells it to leave an English reader's page to the
  // client, and to send its template with English <html lang> and manifest.
  document.cookie = languageCookie(language, location.protocol === 'https:');
}

/** Prices: whole euros, written the way the interface language writes them (15.300 € / €15,300). */
export function formatPrice(value: string | number | bigint, language: Language = currentLanguage()): string {
  return formatEuro(value, language);
}

/**
 * One formatter per language and style, made on first use: building an `Intl` formatter costs far
 * more than formatting with it (on a phone, a fresh one per price or date cost ~0.1 s of the home
 * page's hydration).
 */
function cachedFormatter<F>(make: (locale: string) => F): (language: Language) => F {
  const byLanguage = new Map<Language, F>();
  return (language) => {
    let formatter = byLanguage.get(language);
    if (!formatter) {
      formatter = make(localeOf(language));
      byLanguage.set(language, formatter);
    }
    return formatter;
  };
}

// Dates and times are Romanian time (the market's, as in the emails and the sale PDF) wherever the
// reader is: an auction ends at one hour for everyone, and the server's render of a page shows the
// same times as the reader's browser then does.
const dateFormat = cachedFormatter(
  (locale) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: MARKET_TIME_ZONE }),
);
const dateTimeFormat = cachedFormatter(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: MARKET_TIME_ZONE,
    }),
);
const timeFormat = cachedFormatter(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZone: MARKET_TIME_ZONE,
    }),
);

/** Plain numbers (mileage, counts) grouped the way the chosen language writes them (142.000 / 142,000). */
export function formatNumber(value: number, language: Language = currentLanguage()): string {
  return formatWholeNumber(value, language);
}

export function formatDate(value: string | Date, language: Language = currentLanguage()): string {
  return dateFormat(language).format(new Date(value));
}

export function formatDateTime(value: string | Date, language: Language = currentLanguage()): string {
  return dateTimeFormat(language).format(new Date(value));
}

export function formatTime(value: string | Date, language: Language = currentLanguage()): string {
  return timeFormat(language).format(new Date(value));
}

const regionNames = cachedFormatter((locale) => new Intl.DisplayNames([locale], { type: 'region' }));

/**
 * Makes the vehicle page's formatters now (its bid history's times, its VIN line's country). The
 * first `Intl.DateTimeFormat` with a time zone costs a phone tens of milliseconds (the browser
 * loads its zone and locale data); made while the page's code is still on its way, that is not
 * spent inside hydration, where a tap waits.
 */
export function warmUpVehiclePageFormatters(language: Language = currentLanguage()): void {
  dateTimeFormat(language);
  regionNames(language);
}

/** A country's name (ISO 3166 code) in the reader's language, from the browser's own data (no table shipped). */
export function formatRegionName(code: string, language: Language = currentLanguage()): string {
  try {
    return regionNames(language).of(code) ?? code;
  } catch {
    return code;
  }
}
