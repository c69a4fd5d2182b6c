import { centsToDecimal, formatMoney } from '@portal/domain/money';
import type { PricedLine } from '@portal/domain/pricing';

/** Figures of the engine's priced lines as the table shows them; the table never computes money. */
export const money = (line: PricedLine | null) => (line ? formatMoney(line.amount) : '');
/** The engine's unit price as a customer reads it, for cells they may not change. */
export const unitMoney = (line: PricedLine | null) => (line ? formatMoney(line.unitPrice) : '');
/** A unit figure in dollars for an editable cell, e.g. "9.40". */
export const unitPrice = (line: PricedLine | null) => (line ? centsToDecimal(line.unitPrice) : '');
export const unitCost = (line: PricedLine | null) =>
  line?.unitCost === undefined ? '' : centsToDecimal(line.unitCost);
