/**
 * What time it is, for work that runs on its own (the reminder scheduler). The server reads the
 * system's clock; tests set their own, so a week of business days passes in a second.
 */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };
