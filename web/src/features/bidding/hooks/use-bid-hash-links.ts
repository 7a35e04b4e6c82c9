import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { LiveVehicleState } from '../../../stores/live-vehicles-store';
import { suggestMaximum } from '../lib/bid-math';
import type { BidFlow } from './use-bid-flow';

/** The notifications' links into the vehicle page: "#bid" and "#raise-max". */
export function useBidHashLinks(flow: BidFlow, live: LiveVehicleState): void {
  useFocusBidOnHash(flow.focusAmount);
  useRaiseMaximumOnHash(() => flow.openMaximum(suggestMaximum(live), 'panel'));
}

/** "#bid" (the outbid notification's "bid again"): bring focus to the bid amount, even on this same page. */
function useFocusBidOnHash(focusAmount: () => void) {
  const location = useLocation();
  useEffect(() => {
    if (location.hash !== '#bid') return;
    document.getElementById('bid')?.scrollIntoView({ block: 'center' });
    focusAmount();
    // Only when a navigation brings the hash (location.key), not on every render.
  }, [location.key, location.hash, focusAmount]);
}

/**
 * "#raise-max" (the "your maximum was exceeded" notification): the confirmation of a raised maximum
 * opens at once, so raising it takes the link's tap and the confirm tap. Once per navigation.
 */
function useRaiseMaximumOnHash(openRaise: () => void) {
  const location = useLocation();
  const handledKey = useRef<string | null>(null);
  useEffect(() => {
    if (location.hash !== '#raise-max' || handledKey.current === location.key) return;
    handledKey.current = location.key;
    openRaise();
  }, [location.key, location.hash, openRaise]);
}
