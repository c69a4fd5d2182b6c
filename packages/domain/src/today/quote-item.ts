import { z } from 'zod';

/** A quote or order in a group, with what a link to it needs and the moment that placed it there. */
export const todayQuote = z.object({
  id: z.number().int(),
  label: z.string(),
  revision: z.number().int(),
  company: z.string(),
  status: z.string(),
  order_status: z.string(),
  /** When it came to need doing (requested, asked, answered, accepted), as an ISO time. */
  at: z.string(),
});
export type TodayQuote = z.infer<typeof todayQuote>;
