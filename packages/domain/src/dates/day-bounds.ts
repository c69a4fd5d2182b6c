import { addDays } from './dates.ts';
import { zoneFormatter } from './zone-formatter.ts';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** How far the zone's wall clock is ahead of UTC at a moment, in milliseconds. */
const zoneOffsetAt = (at: Date, timeZone: string): number => {
  const wall = zoneFormatter('wall clock', timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
    .formatToParts(at)
    .reduce<Record<string, number>>((acc, p) => Object.assign(acc, { [p.type]: Number(p.value) }), {});
  const wallAsUtc = Date.UTC(
    wall.year ?? 0,
    (wall.month ?? 1) - 1,
    wall.day ?? 1,
    wall.hour ?? 0,
    wall.minute ?? 0,
    wall.second ?? 0,
  );
  return wallAsUtc - Math.floor(at.getTime() / 1000) * 1000;
};

/**
 * The moment a calendar day (YYYY-MM-DD) begins in a time zone. Found from the zone's offset at
 * that moment, checked once more because daylight saving may change the offset between the guess
 * and the answer (Australian zones change at 02:00 or 03:00, never at midnight).
 */
export function startOfDayIn(isoDate: string, timeZone: string): Date {
  const midnightAsUtc = Date.parse(`${isoDate}T00:00:00Z`);
  const first = midnightAsUtc - zoneOffsetAt(new Date(midnightAsUtc), timeZone);
  return new Date(midnightAsUtc - zoneOffsetAt(new Date(first), timeZone));
}

/**
 * When a quote valid to `validTo` (YYYY-MM-DD) expires: the last millisecond of that day in the
 * business's time zone (a setting), daylight saving included. Null without a readable date.
 */
export function quoteExpiresAt(validTo: string | null | undefined, timeZone: string): Date | null {
  if (!validTo || !DATE_ONLY.test(validTo) || Number.isNaN(Date.parse(`${validTo}T00:00:00Z`))) return null;
  return new Date(startOfDayIn(addDays(validTo, 1), timeZone).getTime() - 1);
}

/** Whether a quote valid to `validTo` has expired at `now` (a quote without the date never does). */
export function quoteHasExpired(validTo: string | null | undefined, timeZone: string, now: Date): boolean {
  const end = quoteExpiresAt(validTo, timeZone);
  return end !== null && now.getTime() > end.getTime();
}
