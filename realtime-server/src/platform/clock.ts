/** The source of "now" for every rule, so tests can move time without touching the system clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
