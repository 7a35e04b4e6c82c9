import { lazy, Suspense } from 'react';

/**
 * Push notifications are offered on two screens; the feature is a chunk of its own, loaded only
 * when one of them shows it, so the first paint of the server-rendered routes never carries it.
 */
const LazyPushOffer = lazy(() =>
  import('../features/push-notifications/components/push-offer').then((module) => ({ default: module.PushOffer })),
);
const LazyPushDevicesPanel = lazy(() =>
  import('../features/push-notifications/components/push-devices-panel').then((module) => ({
    default: module.PushDevicesPanel,
  })),
);

/** After a bid on the vehicle page: turn push on, so the next outbid reaches a closed page too. */
export function PushOfferSlot() {
  return (
    <Suspense fallback={null}>
      <LazyPushOffer />
    </Suspense>
  );
}

/** The dashboard's "Dispozitive cu notificări". */
export function PushDevicesSlot() {
  return (
    <Suspense fallback={null}>
      <LazyPushDevicesPanel />
    </Suspense>
  );
}
