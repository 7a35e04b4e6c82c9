/** Long enough for hydration to finish on a slow phone; the task runs by then at the latest. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * Runs `task` after the page has loaded, when the browser is idle: it never competes with the first
 * paint or hydration.
 */
export function runWhenIdle(task: () => void): void {
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(task, 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
