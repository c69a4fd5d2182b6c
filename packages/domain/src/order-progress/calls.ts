import { z } from 'zod';
import { ORDER_STEPS } from './steps.ts';

/** GET /quotes/progress/{id}: the order's steps, the same for its customer and for staff. */
export const orderProgressAnswer = z.object({
  quote_id: z.number().int(),
  /** Whether the quote is an accepted order; a quote not accepted has no steps done. */
  is_order: z.boolean(),
  steps: z.array(
    z.object({
      step: z.enum(ORDER_STEPS),
      label: z.string(),
      /** When the step was first seen done (ISO), or null while it is not. */
      reached_at: z.string().nullable(),
    }),
  ),
});
export type OrderProgressAnswer = z.infer<typeof orderProgressAnswer>;
