import { z } from 'zod';
import { numberFromText } from '../api/one-value.ts';
import { MOVE_REASONS, type MoveReason } from './messages.ts';

/** POST /quotes/renew/{id} and /quotes/reprice/{id} (ours, staff): the version the editor holds. */
export const renewalBody = z.object({ version: numberFromText(z.number().int().min(0)).optional() });
export type RenewalBody = z.input<typeof renewalBody>;

/** Where the quote stands after either call: the editor reloads from it. */
const renewalHead = {
  message: z.string(),
  version: z.number().int(),
  revision: z.number().int(),
  valid_to: z.string(),
};

export const renewAnswer = z.object(renewalHead);
export type RenewAnswer = z.infer<typeof renewAnswer>;

const REASONS = Object.keys(MOVE_REASONS) as [MoveReason, ...MoveReason[]];

/** One price that moved when the quote was priced again: unit prices in cents, and why. */
export const movedPriceSchema = z.object({
  /** The priced line's id (a row id, or a group line's). */
  line_id: z.string(),
  /** The line as staff know it: code, description, colour and size, or decoration and position. */
  name: z.string(),
  qty: z.number(),
  before: z.number().int(),
  after: z.number().int(),
  reason: z.enum(REASONS),
  /** The reason in words: supplier price, price table or quantity break. */
  reason_label: z.string(),
});
export type MovedPrice = z.infer<typeof movedPriceSchema>;

export const repriceAnswer = z.object({
  ...renewalHead,
  /** Totals ex GST in cents, before and after. */
  total_before: z.number().int(),
  total_after: z.number().int(),
  moved: z.array(movedPriceSchema),
  /** Lines whose catalogue combination is gone: they keep their price, in words. */
  notes: z.array(z.string()),
});
export type RepriceAnswer = z.infer<typeof repriceAnswer>;
