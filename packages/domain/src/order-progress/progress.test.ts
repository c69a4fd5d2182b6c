import { describe, expect, it } from 'vitest';
import { invoicePaid } from './invoice-paid.ts';
import { productionStepOf } from './job-state.ts';
import { allStepsReached, type OrderFacts, orderStepsView, stepsReached } from './progress.ts';

const accepted: OrderFacts = { accepted: true, proofs: 'waiting', jobState: null, invoice: null };
const names = (facts: OrderFacts) => stepsReached(facts).map((s) => (s.implied ? `(${s.step})` : s.step));

describe('the steps of an order', () => {
  it('has no step done before the quote is accepted, whatever else is known', () => {
    expect(
      stepsReached({
        accepted: false,
        proofs: 'clear',
        jobState: 'Completed',
        invoice: { status: 'PAID', amountDue: 0 },
      }),
    ).toEqual([]);
  });

  it('is accepted alone while proofs wait for the customer', () => {
    expect(names(accepted)).toEqual(['accepted']);
  });

  it('has its artwork approved when every proof is approved or overridden', () => {
    expect(names({ ...accepted, proofs: 'clear' })).toEqual(['accepted', 'proofs_approved']);
  });

  it('passes the artwork step without a notice of its own when there was nothing to approve', () => {
    expect(names({ ...accepted, proofs: 'none' })).toEqual(['accepted', '(proofs_approved)']);
  });

  it('reads WorkflowMax In Progress as in production', () => {
    expect(names({ ...accepted, proofs: 'clear', jobState: 'In Progress' })).toEqual([
      'accepted',
      'proofs_approved',
      'in_production',
    ]);
  });

  it('reads a Completed job as completed, having passed production and dispatch', () => {
    expect(names({ ...accepted, proofs: 'clear', jobState: 'Completed' })).toEqual([
      'accepted',
      'proofs_approved',
      '(in_production)',
      '(dispatched)',
      'completed',
    ]);
  });

  it('counts a job in production as past the artwork gate even if proofs were re-opened since', () => {
    expect(names({ ...accepted, proofs: 'waiting', jobState: 'Dispatched' })).toEqual([
      'accepted',
      '(proofs_approved)',
      '(in_production)',
      'dispatched',
    ]);
  });

  it('takes no production step from Planned, On Hold, Cancelled or a state it does not know', () => {
    for (const state of ['Planned', 'On Hold', 'Cancelled', 'Waiting on stock', ''])
      expect(productionStepOf(state)).toBeNull();
    expect(productionStepOf('in progress')).toBe('in_production');
    expect(productionStepOf('IN-PROGRESS')).toBe('in_production');
    expect(productionStepOf('Shipped')).toBe('dispatched');
  });

  it('has the invoice paid when Xero says PAID, or AUTHORISED with nothing due', () => {
    expect(invoicePaid({ status: 'PAID', amountDue: 0 })).toBe(true);
    expect(invoicePaid({ status: 'AUTHORISED', amountDue: 0 })).toBe(true);
    expect(invoicePaid({ status: 'AUTHORISED', amountDue: 120.5 })).toBe(false);
    expect(invoicePaid({ status: 'AUTHORISED', amountDue: null })).toBe(false);
    expect(invoicePaid({ status: 'VOIDED', amountDue: 0 })).toBe(false);
    expect(invoicePaid(null)).toBe(false);
    expect(names({ ...accepted, invoice: { status: 'PAID', amountDue: 0 } })).toEqual([
      'accepted',
      'invoice_paid',
    ]);
  });

  it('shows every step in order with the time it was first reached', () => {
    const view = orderStepsView([
      { step: 'in_production', reachedAt: new Date('2026-12-02T00:00:00Z') },
      { step: 'accepted', reachedAt: new Date('2026-12-01T00:00:00Z') },
    ]);
    expect(view.map((s) => [s.label, s.reached_at])).toEqual([
      ['Order accepted', '2026-12-01T00:00:00.000Z'],
      ['Artwork approved', null],
      ['In production', '2026-12-02T00:00:00.000Z'],
      ['Dispatched', null],
      ['Completed', null],
      ['Invoice paid', null],
    ]);
    expect(allStepsReached(view.filter((s) => s.reached_at))).toBe(false);
  });

  it('shows an order accepted at its acceptance before the poll stores the step, and the stored time after', () => {
    const acceptedAt = new Date('2026-12-01T03:00:00Z');
    expect(orderStepsView([], acceptedAt)[0]).toEqual({
      step: 'accepted',
      label: 'Order accepted',
      reached_at: '2026-12-01T03:00:00.000Z',
    });
    const stored = [{ step: 'accepted', reachedAt: new Date('2026-12-01T02:00:00Z') }];
    expect(orderStepsView(stored, acceptedAt)[0]?.reached_at).toBe('2026-12-01T02:00:00.000Z');
    expect(orderStepsView([])[0]?.reached_at).toBeNull();
  });
});
