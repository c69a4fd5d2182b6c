import { approvedTotalCents } from '@portal/domain/money';
import type { PricedQuote } from '@portal/domain/pricing';
import { quoteContentSchema } from '@portal/domain/quote';
import { describe, expect, it } from 'vitest';
import { firstCategoryItems } from './item-lines.ts';
import { repeatMode, submitOrderAction, submitOrderRefusal } from './view-rules.ts';

const admin = { role: 'admin' };
const customer = { role: 'customer' };
const completed = { status: 'Completed Quote', order_status: '', revision: 1, contact_user: '4' };

describe('SUBMIT ORDER (accounts spec 4.1)', () => {
  it("uses the customer's submit_order and the admin's request_order", () => {
    expect(submitOrderAction(customer)).toBe('submit_order');
    expect(submitOrderAction(admin)).toBe('request_order');
  });
  it('is allowed on a completed quote and a draft, and refused, with the reason, on a request with staff', () => {
    expect(submitOrderRefusal(completed, customer)).toBeNull();
    // A customer's draft is placed as an order that staff finalise (decisions/100).
    expect(submitOrderRefusal({ ...completed, status: '' }, customer)).toBeNull();
    expect(submitOrderRefusal({ ...completed, status: 'Pending Quote' }, customer)).toMatch(/Pending Quote/);
    expect(submitOrderRefusal({ ...completed, status: '' }, admin)).toBeNull();
    expect(submitOrderRefusal({ ...completed, order_status: 'Requested Order' }, admin)).not.toBeNull();
  });
});

describe('REPEAT QUOTE', () => {
  it('copies on the server when the machine allows it, otherwise opens the new-quote page', () => {
    expect(repeatMode(completed, admin)).toBe('copy');
    expect(repeatMode(completed, customer)).toBe('new-page');
    expect(repeatMode({ ...completed, order_status: 'Completed Order' }, customer)).toBe('copy');
  });
});

describe('the view figures', () => {
  it('takes the discount off the approved price in cents', () => {
    expect(approvedTotalCents(700, 20)).toBe(68_000);
    expect(approvedTotalCents('0.30', '0.10')).toBe(20);
  });
});

describe('firstCategoryItems', () => {
  it("adds up each row's charged lines from the server's answer, first category only", () => {
    const content = quoteContentSchema.parse({
      categories: [
        {
          category_info: {},
          groups: [],
          items: [
            { id: 'p1', type: 'product', code: 'AS5001', description: 'Staple Tee', qty: 30, price: 12 },
            { id: 'd1', type: 'decoration', code: 'Screen Print 1C', position: 'Breast Left', qty: 30 },
          ],
        },
        { category_info: {}, groups: [], items: [{ id: 'p2', type: 'product', code: 'X', qty: 1 }] },
      ],
    });
    const line = (rowId: string, amount: number, charged = true) => ({
      id: rowId,
      rowId,
      groupId: 'g',
      part: 'product' as const,
      summary: 'products' as const,
      qty: 1,
      unitPrice: amount,
      amount,
      charged,
      visibleToCustomer: true,
    });
    const priced = {
      lines: [
        line('p1', 36_000),
        line('d1', 9_000),
        line('d1', 4_500),
        line('d1', 100, false),
        line('p2', 5),
      ],
      summary: {},
      summaryLines: [],
      groups: {},
    } as unknown as PricedQuote;
    expect(firstCategoryItems(content, priced)).toEqual([
      { id: 'p1', description: 'AS5001 Staple Tee', qty: 30, amount: 36_000, line: 'AS5001' },
      {
        id: 'd1',
        description: 'Screen Print 1C at Breast Left',
        qty: 30,
        amount: 13_500,
        line: 'Screen Print 1C, Breast Left',
      },
    ]);
  });
});
