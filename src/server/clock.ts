// Where "now" comes from: the composition root (deps.ts) hands one clock to the features that date
// things, so time-dependent rules can be tested without waiting.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
