/** The customer's quote list groups (accounts spec 2.8), in the order they are shown. */
export const STATUS_GROUPS = ['Draft', 'Requested', 'Completed', 'Other'] as const;
export type StatusGroup = (typeof STATUS_GROUPS)[number];

/**
 * No status is Draft; a status containing Requested or Pending is Requested; containing
 * Completed is Completed. The spec names no group for Declined Quote, so anything else goes to
 * Other rather than disappearing.
 */
export const statusGroup = (status: string | null | undefined): StatusGroup => {
  const s = (status ?? '').trim();
  if (s === '' || s === 'Draft Quote') return 'Draft';
  if (s.includes('Requested') || s.includes('Pending')) return 'Requested';
  if (s.includes('Completed')) return 'Completed';
  return 'Other';
};
