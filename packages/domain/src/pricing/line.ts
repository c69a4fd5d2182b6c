import { type Cents, timesQty } from '../money/cents.ts';
import type { LinePart, PricedLine, SummaryKey } from './types.ts';

type LineInput = {
  id: string;
  rowId?: string;
  groupId: string;
  part: LinePart;
  summary: SummaryKey;
  qty: number;
  unitPrice: Cents;
  unitCost: Cents;
  /** Costs outside qty × unit cost (film, heat, packing); added to the line's cost. */
  extraCost?: Cents;
  /** Amounts added to qty × unit price (the delivery discount). */
  extraAmount?: Cents;
  /** Discounts subtract, whatever sign staff typed. */
  negative?: boolean;
  charged: boolean;
  visibleToCustomer: boolean;
};

/** Discounts subtract, whatever sign staff typed. */
const signed = (value: Cents, negative: boolean | undefined): Cents => (negative ? -Math.abs(value) : value);

/**
 * Builds a priced line: "Line totals equal quantity times unit price (or unit cost)" (spec 9).
 * Helpers stay outside: this runs for every line of every keystroke, and a closure made per call
 * costs more than the arithmetic.
 */
export const line = (input: LineInput): PricedLine => {
  const out: PricedLine = {
    id: input.id,
    groupId: input.groupId,
    part: input.part,
    summary: input.summary,
    qty: input.qty,
    unitPrice: signed(input.unitPrice, input.negative),
    amount: signed(timesQty(input.qty, input.unitPrice), input.negative) + (input.extraAmount ?? 0),
    unitCost: input.unitCost,
    cost: signed(timesQty(input.qty, input.unitCost), input.negative) + (input.extraCost ?? 0),
    charged: input.charged,
    visibleToCustomer: input.visibleToCustomer,
  };
  if (input.rowId !== undefined) out.rowId = input.rowId;
  return out;
};
