import { DEFAULT_LANGUAGE, LANGUAGES, type Language, WEB_APP_MANIFEST_OF_LANGUAGE } from '@autolicit/shared';

/** The cookie the web app writes beside its local storage (web/src/lib/language.ts). */
const LANGUAGE_COOKIE = /(?:^|;\s*)autolicit\.lang=([a-z]{2})(?:;|$)/;

/** The language the reader chose in the web app, from their cookie; Romanian when they never chose. */
export function readPageLanguage(cookieHeader: string | undefined): Language {
  const chosen = LANGUAGE_COOKIE.exec(cookieHeader ?? '')?.[1];
  return (LANGUAGES as readonly string[]).includes(chosen ?? '') ? (chosen as Language) : DEFAULT_LANGUAGE;
}

/**
 * The page template (web/index.html, written in Romanian) for a reader of `language`: its
 * `<html lang>` and the manifest it links, so a reader installs the app under a name in their language.
 */
export function localizePageTemplate(html: string, language: Language): string {
  return html
    .replace(
      /<html\b([^>]*)>/,
      (_tag, attributes: string) => `<html lang="${language}"${attributes.replace(/\s+lang="[^"]*"/, '')}>`,
    )
    .replace(/(<link rel="manifest" href=")[^"]*"/, `$1${WEB_APP_MANIFEST_OF_LANGUAGE[language]}"`);
}
