export * from './business-calendar.ts';
export * from './business-day-span.ts';
export * from './public-holidays.ts';
