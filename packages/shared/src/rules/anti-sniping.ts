import { ANTI_SNIPING_EXTENSION_MS, ANTI_SNIPING_WINDOW_MS } from '../constants';

/**
 * A bid accepted when 2 minutes or less remain moves the end to bid time + 2 minutes; the end
 * never moves earlier. Returns the (possibly unchanged) end time.
 */
export function getExtendedEndTime(endTime: Date, bidTime: Date): Date {
  const remaining = endTime.getTime() - bidTime.getTime();
  if (remaining > ANTI_SNIPING_WINDOW_MS) return endTime;
  const extended = bidTime.getTime() + ANTI_SNIPING_EXTENSION_MS;
  return extended > endTime.getTime() ? new Date(extended) : endTime;
}
