import { toCents } from '../money/index.ts';
import { toNumber } from '../money/parse.ts';
import { customerSees } from '../quote/roles/customer-sees.ts';
import type { AttentionRow, DeliveryRow, DiscountRow, ProductRow } from '../quote/schema/rows.ts';
import { line } from './line.ts';
import type { PricedLine } from './types.ts';

/** Quantities below 0 make no sense for goods (spec 2: "minimum 0"). */
const goodsQty = (value: unknown) => Math.max(0, toNumber(value));

export const productLine = (row: ProductRow, groupId: string): PricedLine =>
  line({
    id: row.id,
    rowId: row.id,
    groupId,
    part: 'product',
    summary: 'products',
    qty: goodsQty(row.qty),
    unitPrice: toCents(row.price),
    unitCost: toCents(row.cost),
    charged: true,
    visibleToCustomer: true,
  });

/**
 * An attention row is a note on a product; if staff give it a price it is an extra on that
 * product, so it counts under Products. Customers see it, and pay it, only when checked.
 */
export const attentionLine = (row: AttentionRow, groupId: string): PricedLine =>
  line({
    id: row.id,
    rowId: row.id,
    groupId,
    part: 'attention',
    summary: 'products',
    qty: toNumber(row.qty),
    unitPrice: toCents(row.price),
    unitCost: toCents(row.cost),
    charged: row.checked === true,
    visibleToCustomer: customerSees.row(row),
  });

/** "Delivery totals add delivery_discount" (spec 9), as typed: staff enter it negative to reduce. */
export const deliveryLine = (row: DeliveryRow, groupId: string): PricedLine =>
  line({
    id: row.id,
    rowId: row.id,
    groupId,
    part: 'delivery',
    summary: 'delivery',
    qty: toNumber(row.delivery_qty),
    unitPrice: toCents(row.delivery_price),
    unitCost: toCents(row.delivery_unit_cost),
    extraAmount: toCents(row.delivery_discount),
    charged: row.checked === true,
    visibleToCustomer: customerSees.row(row),
  });

/** A discount row always reduces the total, whichever sign was typed. */
export const discountLine = (row: DiscountRow, groupId: string): PricedLine =>
  line({
    id: row.id,
    rowId: row.id,
    groupId,
    part: 'discount',
    summary: 'discount',
    qty: toNumber(row.discount_qty),
    unitPrice: toCents(row.discount_price),
    unitCost: toCents(row.discount_unit_cost),
    negative: true,
    charged: row.checked === true,
    visibleToCustomer: customerSees.row(row),
  });
