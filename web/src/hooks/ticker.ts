/**
 * One shared interval per period, however many countdowns are on screen (a grid of 20 cards makes
 * one timer, not 20). The snapshot is a tick counter for useSyncExternalStore.
 */
interface Ticker {
  tick: number;
  listeners: Set<() => void>;
  timer: ReturnType<typeof setInterval> | undefined;
}

const tickers = new Map<number, Ticker>();

function tickerFor(periodMs: number): Ticker {
  let ticker = tickers.get(periodMs);
  if (!ticker) {
    ticker = { tick: 0, listeners: new Set(), timer: undefined };
    tickers.set(periodMs, ticker);
  }
  return ticker;
}

export function subscribeTicker(periodMs: number, listener: () => void): () => void {
  const ticker = tickerFor(periodMs);
  ticker.listeners.add(listener);
  ticker.timer ??= setInterval(() => {
    ticker.tick += 1;
    for (const notify of ticker.listeners) notify();
  }, periodMs);
  return () => {
    ticker.listeners.delete(listener);
    if (ticker.listeners.size === 0 && ticker.timer !== undefined) {
      clearInterval(ticker.timer);
      ticker.timer = undefined;
    }
  };
}

export function getTick(periodMs: number): number {
  return tickerFor(periodMs).tick;
}
