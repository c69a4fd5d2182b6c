export * from './business-calendar.ts';
export * from './public-holidays.ts';
