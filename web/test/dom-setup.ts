import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { CONTENT_WAIT_MS } from '../../test/content-waits';
import { fakeMatchMedia } from './match-media';

// waitFor and findBy* wait as long for content as expect.poll does, not Testing Library's 1 s.
configure({ asyncUtilTimeout: CONTENT_WAIT_MS });

// jsdom lacks the layout APIs Mantine asks for; inert stand-ins keep components rendering.
if (!window.matchMedia) window.matchMedia = fakeMatchMedia(() => false);
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
window.HTMLElement.prototype.scrollIntoView ??= () => {};

afterEach(() => cleanup());
