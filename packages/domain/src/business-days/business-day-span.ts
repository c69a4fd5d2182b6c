/**
 * How many calendar days N business days can span, as bounds a database can read by: never
 * fewer than N, and never more than twice N and a fortnight (the weekends take two days in
 * seven, and no Australian state has more than a week of public holidays in any fortnight,
 * Christmas to New Year included). The scheduler reads by these bounds and then counts
 * the business days exactly for the few quotes they let through.
 */
export const BUSINESS_DAY_SPAN = { perDay: 2, extraDays: 14 } as const;

/** The most calendar days N business days can span (see BUSINESS_DAY_SPAN). */
export const mostCalendarDaysIn = (businessDays: number): number =>
  businessDays * BUSINESS_DAY_SPAN.perDay + BUSINESS_DAY_SPAN.extraDays;
