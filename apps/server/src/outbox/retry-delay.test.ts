import { describe, expect, it } from 'vitest';
import { retryAfterMs, retryDelayMs } from './retry-delay.ts';

describe('retryDelayMs', () => {
  it('doubles from one second, with the jitter keeping it between half and all of that', () => {
    expect(retryDelayMs(1, () => 1)).toBe(1_000);
    expect(retryDelayMs(1, () => 0)).toBe(500);
    expect(retryDelayMs(4, () => 1)).toBe(8_000);
    expect(retryDelayMs(4, () => 0)).toBe(4_000);
  });

  it('never waits longer than a quarter of an hour', () => {
    expect(retryDelayMs(30, () => 1)).toBe(15 * 60_000);
  });
});

describe('retryAfterMs', () => {
  const now = new Date('2026-11-24T10:00:00Z');

  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('7', now)).toBe(7_000);
    expect(retryAfterMs('Tue, 24 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
  });

  it('ignores what it cannot read, never goes below zero, and honours a long wait whole', () => {
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs('Tue, 24 Nov 2026 09:00:00 GMT', now)).toBe(0);
    // Xero's daily limit: the hours to the reset, not cut to our own backoff's cap.
    expect(retryAfterMs('43200', now)).toBe(43_200_000);
  });
});
