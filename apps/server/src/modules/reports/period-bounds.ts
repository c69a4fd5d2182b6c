import { addDays, startOfDayIn } from '@portal/domain/dates';
import type { ReportPeriod } from '@portal/domain/reports';

/** A period's calendar days as moments: its first day's start up to (not including) the day after its last. */
export type PeriodBounds = { start: Date; end: Date };

/** The period in the business's time zone (a setting), daylight saving included. */
export const periodBoundsOf = (period: ReportPeriod, timeZone: string): PeriodBounds => ({
  start: startOfDayIn(period.from, timeZone),
  end: startOfDayIn(addDays(period.to, 1), timeZone),
});
