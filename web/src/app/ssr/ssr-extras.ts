import type { SsrExtra } from './ssr-page-chunks';
import { preloadSellerTools } from '../seller-tools-slots';

const PRELOADS: Record<SsrExtra, () => Promise<void>> = { sellerTools: preloadSellerTools };

/** Loads what a page rendered with `extras` shows beyond its kind's code, before it is rendered or hydrated. */
export async function preloadSsrExtras(extras: readonly SsrExtra[]): Promise<void> {
  await Promise.all(extras.map((extra) => PRELOADS[extra]()));
}
