import type { AustralianState } from '../business-settings/time-zone.ts';
import { addDays, businessToday } from '../dates/dates.ts';
import { zoneFormatter } from '../dates/zone-formatter.ts';
import { startOfDayInCached } from './cached-day-bounds.ts';
import { publicHolidaysOf } from './public-holidays.ts';

/** When the business works: its time zone, its state's holidays and its hours ('HH:MM', 24-hour). */
export type BusinessCalendar = {
  timeZone: string;
  state: AustralianState;
  hours: { opens: string; closes: string };
};

const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The wall clock's minutes past midnight at a moment in a time zone. */
const localMinutesAt = (at: Date, timeZone: string): number => {
  const parts = zoneFormatter('hours and minutes', timeZone, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
};

const DAY_MINUTES = 24 * 60;

/**
 * The moment a wall-clock time (minutes past midnight) occurs on a calendar day in a zone. Counted
 * from the day's start, then put right by however far daylight saving moved the clock in between
 * (a 23- or 25-hour day).
 */
export function wallClockIn(isoDate: string, minutes: number, timeZone: string): Date {
  const guess = startOfDayInCached(isoDate, timeZone).getTime() + minutes * 60_000;
  let drift = minutes - localMinutesAt(new Date(guess), timeZone);
  if (drift > DAY_MINUTES / 2) drift -= DAY_MINUTES;
  if (drift < -DAY_MINUTES / 2) drift += DAY_MINUTES;
  return new Date(guess + drift * 60_000);
}

const weekdayOf = (isoDate: string): number => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

/** A weekday that is not a public holiday of the business's state. */
export function isBusinessDay(isoDate: string, state: AustralianState): boolean {
  const weekday = weekdayOf(isoDate);
  if (weekday === 0 || weekday === 6) return false;
  return !publicHolidaysOf(state, Number(isoDate.slice(0, 4))).has(isoDate);
}

/** The Nth business day after a calendar day (the day itself is not counted). */
export function addBusinessDays(isoDate: string, count: number, state: AustralianState): string {
  let day = isoDate;
  for (let left = count; left > 0; ) {
    day = addDays(day, 1);
    if (isBusinessDay(day, state)) left -= 1;
  }
  return day;
}

/**
 * N business days after a moment: the same wall-clock time on the Nth business day after its
 * day, in the business's zone (sent on Friday at 15:00, two business days is Tuesday at 15:00,
 * or Wednesday after a Monday holiday).
 */
export function businessDaysAfter(at: Date, count: number, calendar: BusinessCalendar): Date {
  const day = addBusinessDays(businessToday(at, calendar.timeZone), count, calendar.state);
  return wallClockIn(day, localMinutesAt(at, calendar.timeZone), calendar.timeZone);
}

/** Whether a moment falls in business hours on a business day, in the business's zone. */
export function isBusinessTime(at: Date, calendar: BusinessCalendar): boolean {
  if (!isBusinessDay(businessToday(at, calendar.timeZone), calendar.state)) return false;
  const minutes = localMinutesAt(at, calendar.timeZone);
  return minutes >= minutesOf(calendar.hours.opens) && minutes < minutesOf(calendar.hours.closes);
}
