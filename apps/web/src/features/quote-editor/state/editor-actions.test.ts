import { describe, expect, it } from 'vitest';
import { editorButtons, staysOnPage } from './editor-actions.ts';

const labels = (quote: { status: string; order_status: string }, admin: boolean, editConfirmed = false) =>
  editorButtons({ quote: { ...quote, contact_user: '1' }, admin, editConfirmed }).map((b) => b.label);

describe('editorButtons', () => {
  it('gives a customer Save, Submit Quote and Delete on a draft', () => {
    expect(labels({ status: '', order_status: '' }, false)).toEqual(['Save', 'Submit Quote', 'Delete']);
  });

  it('gives a customer Decline and Accept on a completed quote, Save only once the edit is confirmed', () => {
    expect(labels({ status: 'Completed Quote', order_status: '' }, false)).toEqual([
      'Decline',
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
      'Duplicate',
      'Send Quote SMS',
      'Delete',
    ]);
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
      'Complete Order',
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

  it('hides Complete Order once the order is completed', () => {
    expect(labels({ status: 'Completed Quote', order_status: 'Requested Order' }, true)).toContain(
      'Complete Order',
    );
    expect(labels({ status: 'Completed Quote', order_status: 'Completed Order' }, true)).not.toContain(
      'Complete Order',
    );
  });
});

describe('staysOnPage', () => {
  it('keeps plain saves and a customer accepting on the page', () => {
    expect(staysOnPage('save', true)).toBe(true);
    expect(staysOnPage('request_order', false)).toBe(true);
    expect(staysOnPage('request_order', true)).toBe(false);
    expect(staysOnPage('complete_quote', true)).toBe(false);
  });
});
