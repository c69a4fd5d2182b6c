import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  ORDER_STATUSES,
  orderStage,
  QUOTE_STATUSES,
  quoteStage,
  STATUS_ACTIONS,
  STATUS_MESSAGES,
  TRANSITIONS,
} from './index.ts';

const admin = { role: 'admin' };
const customer = { role: 'customer' };
const quote = (status: string, order_status = '', revision = 1) => ({
  status,
  order_status,
  revision,
  contact_user: '5 - 9',
});
const next = (r: ReturnType<typeof applyAction>) => (r.ok ? r.next : r.reason);

describe('the specs’ transitions', () => {
  it('creates drafts and requests from the new quote page', () => {
    expect(next(applyAction(null, 'save_draft', customer, { contactUser: '1 - 2' }))).toEqual({
      status: '',
      order_status: '',
      revision: 1,
    });
    expect(next(applyAction(null, 'submit_new', admin, { contactUser: '1 - 2' }))).toEqual({
      status: 'Requested',
      order_status: '',
      revision: 1,
    });
  });
  it('walks a quote from request to completed order', () => {
    expect(next(applyAction(quote(''), 'request_quote', customer))).toMatchObject({
      status: 'Pending Quote',
    });
    expect(next(applyAction(quote('Pending Quote'), 'complete_quote', admin))).toMatchObject({
      status: 'Completed Quote',
      revision: 1,
    });
    expect(next(applyAction(quote('Completed Quote'), 'request_order', customer))).toMatchObject({
      status: 'Completed Quote',
      order_status: 'Requested Order',
    });
    expect(
      next(applyAction(quote('Completed Quote', 'Requested Order'), 'accept_order', admin)),
    ).toMatchObject({ order_status: 'Completed Order' });
    expect(next(applyAction(quote('Completed Quote'), 'finalise_order', admin))).toMatchObject({
      order_status: 'Completed Order',
    });
    expect(next(applyAction(quote('Completed Quote'), 'accept_quote', admin))).toMatchObject({
      order_status: 'Requested Order',
    });
  });
  it('keeps status on save and save_order, and lets admins save anything', () => {
    expect(next(applyAction(quote('Requested'), 'save', customer))).toEqual({
      status: 'Requested',
      order_status: '',
      revision: 1,
    });
    expect(next(applyAction(quote('Completed Quote', 'Completed Order'), 'save_order', admin))).toMatchObject(
      { order_status: 'Completed Order' },
    );
  });
  it('declines, and accepts or rejects by link, only a completed quote', () => {
    expect(next(applyAction(quote('Completed Quote'), 'decline_quote', customer))).toMatchObject({
      status: 'Declined Quote',
    });
    expect(next(applyAction(quote('Completed Quote'), 'reject_by_link', 'link'))).toMatchObject({
      status: 'Declined Quote',
    });
    expect(
      next(applyAction(quote('Completed Quote', '', 2), 'accept_by_link', 'link', { linkRevision: 2 })),
    ).toMatchObject({ order_status: 'Requested Order' });
    expect(next(applyAction(quote('Pending Quote'), 'accept_by_link', 'link'))).toMatch(
      /You cannot accept this quote/,
    );
  });
  it('moves a confirmed change back to Pending Quote as a new revision', () => {
    expect(next(applyAction(quote('Completed Quote', '', 3), 'confirm_edit', customer))).toEqual({
      status: 'Pending Quote',
      order_status: '',
      revision: 4,
    });
    expect(next(applyAction(quote('Pending Quote', '', 3), 'revise', customer))).toMatchObject({
      status: 'Pending Quote',
      revision: 4,
    });
    expect(next(applyAction(quote('Completed Quote', '', 3), 'complete_quote', admin))).toMatchObject({
      revision: 4,
    });
  });
  it('revises only a request sent to staff, keeping its status (accounts 4.1)', () => {
    for (const status of ['Requested', 'Pending Quote', 'Declined Quote'])
      expect(next(applyAction(quote(status, '', 2), 'revise', customer))).toEqual({
        status,
        order_status: '',
        revision: 3,
      });
    expect(next(applyAction(quote(''), 'revise', customer))).toBe(
      'You cannot revise this quote while it is a draft.',
    );
    expect(next(applyAction(quote('Pending Quote'), 'revise', admin))).toBe(
      'Only the customer can revise this quote.',
    );
  });
  it("places a reorder's draft as a Requested Order on the customer's SUBMIT ORDER (accounts 4.1)", () => {
    expect(next(applyAction(quote(''), 'submit_order', customer))).toEqual({
      status: '',
      order_status: 'Requested Order',
      revision: 1,
    });
    // A request already with staff goes on through staff's figures.
    expect(next(applyAction(quote('Pending Quote'), 'submit_order', customer))).toMatch(
      /You cannot submit this order/,
    );
    expect(next(applyAction(quote('', 'Requested Order'), 'finalise_order', admin))).toMatchObject({
      order_status: 'Completed Order',
    });
    expect(next(applyAction(quote('', 'Requested Order'), 'finalise_order', customer))).toBe(
      'Only staff can finalise this order.',
    );
  });
  it('copies into a new draft at revision 1', () => {
    expect(next(applyAction(quote('Completed Quote', 'Completed Order', 5), 'reorder', customer))).toEqual({
      status: '',
      order_status: '',
      revision: 1,
    });
    expect(next(applyAction(quote('Pending Quote', '', 2), 'duplicate', admin))).toMatchObject({
      revision: 1,
    });
  });
});

describe('refusals say why', () => {
  it('blocks a customer editing a completed quote without confirm-edit', () => {
    expect(next(applyAction(quote('Completed Quote'), 'save', customer))).toBe(
      STATUS_MESSAGES.completedNeedsConfirm,
    );
  });
  it('keeps staff actions for staff and customer actions for customers', () => {
    expect(next(applyAction(quote('Pending Quote'), 'complete_quote', customer))).toBe(
      'Only staff can complete this quote.',
    );
    expect(next(applyAction(quote('Completed Quote'), 'decline_quote', admin))).toBe(
      'Only the customer can decline this quote.',
    );
    expect(next(applyAction(quote('Completed Quote'), 'accept_by_link', customer))).toBe(
      'Only the link sent with the quote can accept this quote.',
    );
  });
  it('does not accept twice', () => {
    expect(next(applyAction(quote('Completed Quote', 'Requested Order'), 'request_order', customer))).toBe(
      STATUS_MESSAGES.alreadyAccepted,
    );
    expect(next(applyAction(quote('Completed Quote', 'Completed Order'), 'finalise_order', admin))).toBe(
      STATUS_MESSAGES.orderCompleted,
    );
  });
  it('needs a contact user to save or submit', () => {
    expect(next(applyAction({ status: '', contact_user: '' }, 'request_quote', customer))).toBe(
      STATUS_MESSAGES.contactRequired,
    );
    expect(next(applyAction(null, 'submit_new', customer, { contactUser: null }))).toBe(
      STATUS_MESSAGES.contactRequired,
    );
  });
  it('refuses stale links, unknown actions and unknown statuses', () => {
    expect(
      next(applyAction(quote('Completed Quote', '', 3), 'accept_by_link', 'link', { linkRevision: 2 })),
    ).toBe(STATUS_MESSAGES.staleLink);
    expect(next(applyAction(quote(''), 'publish', admin))).toBe('This action is not known.');
    expect(next(applyAction(quote('Shipped'), 'save', admin))).toBe(
      'The quote has an unknown status: Shipped.',
    );
  });
});

describe('status machine properties', () => {
  const status = fc.oneof(fc.constantFrom(...QUOTE_STATUSES), fc.string({ maxLength: 8 }));
  const orderStatus = fc.oneof(fc.constantFrom(...ORDER_STATUSES), fc.string({ maxLength: 8 }));
  const action = fc.oneof(fc.constantFrom(...STATUS_ACTIONS), fc.string({ maxLength: 12 }));
  const role = fc.constantFrom<{ role: string } | 'link'>(admin, customer, { role: 'staff' }, 'link');
  const state = fc.option(
    fc.record({ status, order_status: orderStatus, revision: fc.integer({ min: 1, max: 50 }) }),
    { nil: null },
  );

  it('accepts no move outside the table', () => {
    fc.assert(
      fc.property(state, action, role, (q, a, r) => {
        const result = applyAction(q, a, r);
        if (!result.ok) {
          expect(result.reason.length).toBeGreaterThan(0);
          return;
        }
        const actor = typeof r === 'string' ? r : r.role === 'admin' ? 'admin' : 'customer';
        const from = q === null ? 'new' : quoteStage(q.status);
        const fromOrder = q === null ? 'none' : orderStage(q.order_status);
        const row = TRANSITIONS.find(
          (t) =>
            t.action === a &&
            t.actor === actor &&
            from !== null &&
            fromOrder !== null &&
            t.from.quote.includes(from) &&
            t.from.order.includes(fromOrder),
        );
        expect(row).toBeDefined();
        expect(result.transition).toBe(row);
        expect(QUOTE_STATUSES as readonly string[]).toContain(result.next.status);
        expect(ORDER_STATUSES as readonly string[]).toContain(result.next.order_status);
        // Customers and links never complete anything.
        if (actor !== 'admin') {
          expect(result.next.order_status).not.toBe('Completed Order');
          if (result.next.status === 'Completed Quote') expect(q?.status).toBe('Completed Quote');
        }
      }),
    );
  });
});
