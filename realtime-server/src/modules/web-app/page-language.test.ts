import { describe, expect, it } from 'vitest';
import { localizePageTemplate, readPageLanguage } from './page-language';

describe('the language of a page', () => {
  it.each([
    [undefined, 'ro'],
    ['', 'ro'],
    ['autolicit.lang=en', 'en'],
    ['sid=abc; autolicit.lang=en; other=1', 'en'],
    ['autolicit.lang=ro', 'ro'],
    ['autolicit.lang=de', 'ro'],
    ['autolicit.lang=english', 'ro'],
    ['xautolicit.lang=en', 'ro'],
  ])('cookie %j → %s', (cookie, language) => {
    expect(readPageLanguage(cookie)).toBe(language);
  });
});

describe('the page template in a language', () => {
  const template =
    '<!doctype html>\n<html lang="ro" data-mantine-color-scheme="light">\n  <head>\n    <link rel="manifest" href="/manifest.webmanifest" />\n  </head>\n</html>';

  it("sets <html lang> and links that language's manifest, leaving the rest as it is", () => {
    expect(localizePageTemplate(template, 'en')).toBe(
      '<!doctype html>\n<html lang="en" data-mantine-color-scheme="light">\n  <head>\n    <link rel="manifest" href="/manifest.en.webmanifest" />\n  </head>\n</html>',
    );
    expect(localizePageTemplate(template, 'ro')).toBe(template);
  });

  it('adds lang to an <html> without one', () => {
    expect(localizePageTemplate('<html><head></head></html>', 'en')).toBe('<html lang="en"><head></head></html>');
  });
});
