/** What the reports say when a period cannot be read. */
export const REPORT_MESSAGES = {
  fromRequired: 'Please choose the first day of the period.',
  toRequired: 'Please choose the last day of the period.',
  dateInvalid: 'Please enter a real date as YYYY-MM-DD.',
  fromAfterTo: 'The first day of the period must not be after its last day.',
  periodTooLong: 'Please choose a period of at most ten years.',
  groupingUnknown: 'Please choose what to group the report by.',
} as const;
