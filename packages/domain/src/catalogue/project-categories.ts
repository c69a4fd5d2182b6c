/**
 * Categories for the job-management hand-off (POST /quotes/sendworkflowmax {wfm_category}).
 * The spec shows 15 entries and names six (the first six here); the other nine are ours,
 * chosen from the decoration types and the kinds of job the business runs
 * (docs/decisions/020-catalogue-constants.md).
 */
export const PROJECT_CATEGORIES = [
  "Click 'n Collect",
  'Design',
  'DTF',
  'Screen Print',
  'Internal Project',
  'Non Billable Task',
  'Embroidery',
  'Digital Print',
  'Vinyl Print',
  'Dye Sublimation',
  'Custom Indent',
  'Supply Only',
  'Repeat Order',
  'Samples',
  'Delivery',
] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];
