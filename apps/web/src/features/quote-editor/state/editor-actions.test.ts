import { describe, expect, it } from 'vitest';
import { editorButtons, staysOnPage } from './editor-actions.ts';

const labels = (
  quote: { status: string; order_status: string },
  admin: boolean,
  editConfirmed = false,
  orderPage = false,
) =>
  editorButtons({ quote: { ...quote, contact_user: '1' }, admin, editConfirmed, orderPage }).map(
    (b) => b.label,
  );

describe('editorButtons', () => {
  it('gives a customer Save, Submit Quote and Delete on a draft', () => {
    expect(labels({ status: '', order_status: '' }, false)).toEqual(['Save', 'Submit Quote', 'Delete']);
  });

  it('gives a customer Decline and Accept on a completed quote, Save only once the edit is confirmed', () => {
    expect(labels({ status: 'Completed Quote', order_status: '' }, false)).toEqual([
      'Decline',
      'Request changes',
      'Accept',
      'Delete',
    ]);
    expect(labels({ status: 'Completed Quote', order_status: '' }, false, true)[0]).toBe('Save');
  });

  it('gives a customer only Reorder on an order', () => {
    expect(labels({ status: 'Completed Quote', order_status: 'Requested Order' }, false)).toEqual([
      'Reorder',
    ]);
  });

  it("gives an admin the quote's buttons", () => {
    expect(labels({ status: 'Pending Quote', order_status: '' }, true)).toEqual([
      'Save',
      'Submit Quote',
      'Submit Order',
      'Email Quote',
      'Download PDF',
      'Renew',
      'Re-price',
      'Duplicate',
      'Send Quote SMS',
      'Delete',
    ]);
  });

  it('gives a customer Request updated pricing instead of Accept on an expired quote', () => {
    const expired = editorButtons({
      quote: { status: 'Completed Quote', order_status: '', contact_user: '1' },
      admin: false,
      editConfirmed: false,
      expired: true,
    });
    expect(expired.map((b) => b.label)).toEqual([
      'Decline',
      'Request changes',
      'Request updated pricing',
      'Delete',
    ]);
    expect(expired.find((b) => b.label === 'Request updated pricing')?.kind).toBe('pricing');
  });

  it('gives an admin working Email Quote, Send Quote SMS and, on orders, Send to Job Management', () => {
    const kinds = (quote: { status: string; order_status: string }) =>
      Object.fromEntries(
        editorButtons({ quote: { ...quote, contact_user: '1' }, admin: true, editConfirmed: false }).map(
          (b) => [b.label, b.kind],
        ),
      );
    const onQuote = kinds({ status: 'Completed Quote', order_status: '' });
    expect(onQuote['Email Quote']).toBe('email');
    expect(onQuote['Send Quote SMS']).toBe('sms');
    const onOrder = kinds({ status: 'Completed Quote', order_status: 'Requested Order' });
    expect(onOrder['Email Quote']).toBe('email');
    expect(onOrder['Send to Job Management']).toBe('jobs');
    expect(onQuote['Send to Job Management']).toBeUndefined();
  });

  it("gives an admin on an order the order's buttons, Send to Job Management last", () => {
    expect(labels({ status: 'Completed Quote', order_status: 'Requested Order' }, true)).toEqual([
      'Save Order',
      'ADD CATALOGUE',
      'Finalise ORDER',
      'Email Quote',
      'Download PDF',
      'Reorder',
      'Send to Job Management',
    ]);
  });

  it('never gives a customer Send to Job Management', () => {
    for (const order_status of ['', 'Requested Order', 'Completed Order'])
      for (const status of ['', 'Pending Quote', 'Completed Quote'])
        expect(labels({ status, order_status }, false)).not.toContain('Send to Job Management');
  });

  it('gives a customer no Email Quote', () => {
    for (const status of ['', 'Pending Quote', 'Completed Quote'])
      expect(labels({ status, order_status: '' }, false)).not.toContain('Email Quote');
  });

  it('hides Finalise ORDER once the order is completed, and sends finalise_order', () => {
    const finalise = editorButtons({
      quote: { status: 'Completed Quote', order_status: 'Requested Order', contact_user: '1' },
      admin: true,
      editConfirmed: false,
    }).find((b) => b.label === 'Finalise ORDER');
    expect(finalise).toMatchObject({ kind: 'submit', action: 'finalise_order' });
    expect(labels({ status: 'Completed Quote', order_status: 'Completed Order' }, true)).not.toContain(
      'Finalise ORDER',
    );
    expect(labels({ status: 'Completed Quote', order_status: 'Completed Order' }, true)).not.toContain(
      'Complete Order',
    );
  });

  it('gives a customer Revise on a request already with staff, never on a draft', () => {
    expect(labels({ status: 'Pending Quote', order_status: '' }, false)).toEqual([
      'Save',
      'Revise',
      'Delete',
    ]);
    expect(labels({ status: 'Requested', order_status: '' }, false)).toEqual(['Save', 'Revise', 'Delete']);
    expect(labels({ status: 'Declined Quote', order_status: '' }, false)).toEqual([
      'Save',
      'Submit Quote',
      'Revise',
      'Delete',
    ]);
    expect(labels({ status: '', order_status: '' }, false)).not.toContain('Revise');
  });

  it("gives a customer the order page's buttons on a reorder's draft opened at /myorders/edit", () => {
    expect(labels({ status: '', order_status: '' }, false, false, true)).toEqual([
      'ADD CATALOGUE',
      'ADD BRAND MANAGEMENT',
      'REPEAT ORDER',
      'SAVE ORDER',
      'SUBMIT ORDER',
    ]);
    const submitOrder = editorButtons({
      quote: { status: '', order_status: '', contact_user: '1' },
      admin: false,
      editConfirmed: false,
      orderPage: true,
    }).find((b) => b.label === 'SUBMIT ORDER');
    expect(submitOrder).toMatchObject({ kind: 'submit', action: 'submit_order' });
    // A quote opened on the order path keeps its own buttons; a placed order only has Reorder.
    expect(labels({ status: 'Completed Quote', order_status: '' }, false, false, true)).toEqual([
      'Decline',
      'Request changes',
      'Accept',
      'Delete',
    ]);
    expect(labels({ status: '', order_status: 'Requested Order' }, false, false, true)).toEqual(['Reorder']);
  });
});

describe('staysOnPage', () => {
  it('keeps plain saves and a customer accepting on the page', () => {
    expect(staysOnPage('save', true)).toBe(true);
    expect(staysOnPage('save_order', false)).toBe(true);
    // SUBMIT ORDER and Revise go to /myorders (accounts 4.1).
    expect(staysOnPage('submit_order', false)).toBe(false);
    expect(staysOnPage('revise', false)).toBe(false);
    expect(staysOnPage('request_order', false)).toBe(true);
    expect(staysOnPage('request_order', true)).toBe(false);
    expect(staysOnPage('complete_quote', true)).toBe(false);
  });
});
