import type { Language } from '@autolicit/shared';
import type { DehydratedState } from '@tanstack/react-query';
import type { DeviceHint } from '../../lib/device-hint';
import type { SsrExtra, SsrViewer } from './ssr-page-chunks';

/** The id of the `<script type="application/json">` that carries the server render's state. */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';

/** What the server's render used, handed to the client so its first render is the same page. */
export interface SsrState {
  /** Server time of the render (ms): countdowns hydrate with it. */
  renderedAt: number;
  language: Language;
  /** The device the layout was chosen for (phone or wide), so hydration picks the same one. */
  device: DeviceHint;
  /** The API answers the render used (TanStack Query's dehydrated cache). */
  queries: DehydratedState;
  /** Who it was rendered for: the header's controls of an account are loaded before hydrating. */
  viewer: SsrViewer;
  /** What the page shows this reader beyond its kind's code (the seller's tools): loaded before hydrating. */
  extras: SsrExtra[];
}

/**
 * The state as the body of a JSON script element. `<` is escaped so no text inside (a seller's
 * description, say) can close the element and start markup of its own.
 */
export function serializeSsrState(state: SsrState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The server render's state in this document, or null when the page was not server-rendered. */
export function readSsrState(doc: Document): SsrState | null {
  const element = doc.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as SsrState;
    return typeof state.renderedAt === 'number' && state.queries ? state : null;
  } catch {
    return null;
  }
}
