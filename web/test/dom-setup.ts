import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { fakeMatchMedia } from './match-media';

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
