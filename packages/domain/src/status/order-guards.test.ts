import { describe, expect, it } from 'vitest';
import { applyAction, mustConfirmEdit, STATUS_MESSAGES, TRANSITIONS } from './index.ts';

const admin = { role: 'admin' };
const customer = { role: 'customer' };
const quote = (status: string, order_status = '') => ({ status, order_status, revision: 1 });
const next = (r: ReturnType<typeof applyAction>) => (r.ok ? r.next : r.reason);

describe('a Declined Quote becomes an order only through a status the table allows', () => {
  it('refuses staff making a declined quote an order directly, and says what to do', () => {
    for (const action of ['request_order', 'finalise_order', 'accept_quote'])
      expect(next(applyAction(quote('Declined Quote'), action, admin))).toBe(
        STATUS_MESSAGES.declinedNeedsQuote,
      );
  });
  it('lets staff complete it again, and that completed quote become an order', () => {
    const again = applyAction(quote('Declined Quote'), 'complete_quote', admin);
    expect(next(again)).toMatchObject({ status: 'Completed Quote', revision: 2 });
    expect(next(applyAction(quote('Completed Quote'), 'request_order', admin))).toMatchObject({
      order_status: 'Requested Order',
    });
  });
  it('has no move from Declined Quote into an order in the table', () => {
    const intoOrder = TRANSITIONS.filter((t) => t.to.order === 'requested' || t.to.order === 'completed');
    for (const t of intoOrder) expect(t.from.quote, `${t.action} by ${t.actor}`).not.toContain('declined');
  });
});

describe('an order needs at least one priced line to be accepted or finalised', () => {
  it('marks every move into an order, and only those', () => {
    for (const t of TRANSITIONS)
      expect(t.needsPricedLine === true, `${t.action} by ${t.actor}`).toBe(
        t.to.order === 'requested' || t.to.order === 'completed',
      );
  });
  it('refuses each of them with a reason when the document charges nothing', () => {
    const moves: [ReturnType<typeof quote>, string, { role: string } | 'link'][] = [
      [quote('Completed Quote'), 'request_order', customer],
      [quote('Completed Quote'), 'accept_quote', admin],
      [quote('Pending Quote'), 'request_order', admin],
      [quote('Completed Quote', 'Requested Order'), 'accept_order', admin],
      [quote('Completed Quote'), 'finalise_order', admin],
      [quote('Completed Quote'), 'accept_by_link', 'link'],
      [quote(''), 'submit_order', customer],
    ];
    for (const [state, action, who] of moves) {
      expect(next(applyAction(state, action, who, { hasPricedLine: false }))).toBe(
        STATUS_MESSAGES.needsPricedLine,
      );
      expect(applyAction(state, action, who, { hasPricedLine: true }).ok, action).toBe(true);
    }
  });
  it('does not ask it of moves that make no order', () => {
    expect(applyAction(quote('Pending Quote'), 'complete_quote', admin, { hasPricedLine: false }).ok).toBe(
      true,
    );
    expect(
      applyAction(quote('Completed Quote'), 'decline_quote', customer, { hasPricedLine: false }).ok,
    ).toBe(true);
  });
});

describe('the confirm-edit rule', () => {
  it('asks a customer to confirm a change to a Completed Quote, once', () => {
    expect(mustConfirmEdit(quote('Completed Quote'), customer, false)).toBe(true);
    expect(mustConfirmEdit(quote('Completed Quote'), customer, true)).toBe(false);
  });
  it('never asks staff, nor of a quote in any other state', () => {
    expect(mustConfirmEdit(quote('Completed Quote'), admin, false)).toBe(false);
    for (const status of ['', 'Requested', 'Pending Quote', 'Declined Quote'])
      expect(mustConfirmEdit(quote(status), customer, false), status).toBe(false);
    expect(mustConfirmEdit(quote('Completed Quote', 'Requested Order'), customer, false)).toBe(false);
  });
});
