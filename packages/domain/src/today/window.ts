import { addDays, businessToday } from '../dates/dates.ts';
import { startOfDayIn } from '../dates/day-bounds.ts';

/** How many items of each group the staff home page shows; the count says how many there are. */
export const TODAY_FIRST_ITEMS = 5;

/** Openings of the revision a customer was sent that make a quote "opened several times". */
export const OPENED_SEVERAL_TIMES = 3;

/** Quotes expiring within this many days, today included, are "expiring this week". */
export const EXPIRING_WITHIN_DAYS = 7;

/** The days and moments the staff home page's groups are measured from, in the business's zone. */
export type TodayWindow = {
  /** Today's date in the business's time zone (YYYY-MM-DD). */
  today: string;
  /** The last valid-to date that still counts as expiring this week. */
  expiringUntil: string;
  /** Customer answers from this moment on are new: the start of yesterday in the business's zone. */
  answersSince: Date;
};

/** The window of the staff home page at `now` for a business in `timeZone`. */
export function todayWindowOf(now: Date, timeZone: string): TodayWindow {
  const today = businessToday(now, timeZone);
  return {
    today,
    expiringUntil: addDays(today, EXPIRING_WITHIN_DAYS - 1),
    answersSince: startOfDayIn(addDays(today, -1), timeZone),
  };
}
