import { describe, expect, it } from 'vitest';
import { todayWindowOf } from './window.ts';

describe('todayWindowOf', () => {
  it("reads today and yesterday in the business's zone, not the server's", () => {
    // 20:30 UTC on 1 March is already 2 March in Melbourne (UTC+11 in daylight saving).
    const window = todayWindowOf(new Date('2026-03-01T20:30:00Z'), 'Australia/Melbourne');
    expect(window.today).toBe('2026-03-02');
    expect(window.expiringUntil).toBe('2026-03-08');
    expect(window.answersSince.toISOString()).toBe('2026-02-28T13:00:00.000Z');
  });

  it('keeps the week across the end of daylight saving', () => {
    const window = todayWindowOf(new Date('2026-04-05T01:00:00Z'), 'Australia/Melbourne');
    expect(window.today).toBe('2026-04-05');
    expect(window.expiringUntil).toBe('2026-04-11');
    // 4 April began at 00:00 AEDT (UTC+11): 13:00 UTC on the 3rd.
    expect(window.answersSince.toISOString()).toBe('2026-04-03T13:00:00.000Z');
  });
});
