import { WEB_APP_MANIFEST_OF_LANGUAGE } from '@autolicit/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from './i18n';

const manifestLink = () => document.querySelector('link[rel="manifest"]')?.getAttribute('href');

describe('the page follows the chosen language', () => {
  afterEach(async () => {
    await changeLanguage('ro');
    document.querySelector('link[rel="manifest"]')?.remove();
  });

  it('in <html lang> and in the manifest it links, so the app installs under a name in that language', async () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="manifest" href="/manifest.webmanifest" />');
    await changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(manifestLink()).toBe('/manifest.en.webmanifest');
    await changeLanguage('ro');
    expect(document.documentElement.lang).toBe('ro');
    expect(manifestLink()).toBe(WEB_APP_MANIFEST_OF_LANGUAGE.ro);
  });
});
