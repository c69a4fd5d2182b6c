import { describe, expect, it } from 'vitest';
import type { QuoteDocument } from '../quote-document/schema.ts';
import { applyAction } from '../status/apply-action.ts';
import { isApproval } from './approval.ts';
import { handoffsQuery, sendWorkflowMaxBody } from './calls.ts';
import { invoiceOfDocument, invoiceTotalCents } from './invoice-of-document.ts';
import { jobOfDocument } from './job-of-document.ts';
import { HANDOFF_MESSAGES } from './messages.ts';

/** A priced document as the customer was shown it: one line whose unit price has more precision. */
const document: QuoteDocument = {
  business: {
    tradingName: 'Ironbark Workwear',
    legalName: 'Ironbark Workwear Pty Ltd',
    abn: '',
    address: [],
    phone: '',
    email: '',
    website: '',
    logoFileId: null,
    paymentTerms: '',
    nextSteps: 'After approval we send an invoice.',
    remittance: null,
    termsOfTrade: null,
  },
  kind: 'Order',
  number: 'Q12',
  label: 'Kitchen polos',
  revision: 2,
  status: 'Requested Order',
  date: '25/11/2026',
  validTo: '25/12/2026',
  company: 'Fitzroy Cafe Pty Ltd',
  contact: 'Casey Client',
  contactEmail: 'casey@example.com',
  contactPhone: '',
  description: 'For the new kitchen',
  sections: [
    {
      title: 'Kitchen staff',
      lines: [
        { description: 'JB Polo', details: ['Navy, L'], qty: 10, unitPrice: 2500, amount: 25000 },
        { description: 'Embroidery', details: ['Breast Left'], qty: 3, unitPrice: 333, amount: 1000 },
        { description: 'Discount', details: [], qty: null, unitPrice: null, amount: -500 },
      ],
      subtotal: 25500,
    },
    { title: 'Empty', lines: [], subtotal: 0 },
  ],
  summary: [
    { key: 'totalExGst', label: 'Total ex GST', amount: 25500 },
    { key: 'total', label: 'Total', amount: 28050 },
  ],
  nextSteps: '',
};

describe('the hand-off rules', () => {
  it('invoices the lines GST-exclusive with GST on income, adding up to what the customer was shown', () => {
    const invoice = invoiceOfDocument(document, {
      quoteId: 12,
      day: '2026-11-25',
      contactName: document.company,
      contactEmail: document.contactEmail,
      accountCode: '200',
    });
    expect(invoice).toMatchObject({
      Type: 'ACCREC',
      InvoiceNumber: 'Q12-R2',
      LineAmountTypes: 'Exclusive',
      Date: '2026-11-25',
      DueDate: '2026-12-09',
      Contact: { Name: 'Fitzroy Cafe Pty Ltd', EmailAddress: 'casey@example.com' },
    });
    // A heading per section with lines; the empty section is left out.
    expect(invoice.LineItems.map((line) => line.Description.split('\n')[0])).toEqual([
      'Kitchen staff',
      'JB Polo',
      'Embroidery',
      'Discount',
    ]);
    expect(invoice.LineItems[1]).toMatchObject({ Quantity: 10, UnitAmount: 25, TaxType: 'OUTPUT' });
    // 3 at $3.33 is not $10.00: the line goes as one of its amount, the quantity in words.
    expect(invoice.LineItems[2]).toMatchObject({ Quantity: 1, UnitAmount: 10 });
    expect(invoice.LineItems[2]?.Description).toContain('3 at $3.33');
    expect(invoiceTotalCents(invoice)).toBe(25500);
  });

  it('describes the job with its category, client number and every line', () => {
    const job = jobOfDocument(document, {
      quoteId: 12,
      category: 'Embroidery',
      clientNumber: 'PO-7',
      contactEmail: 'casey@example.com',
      startDay: '2026-11-25',
      dueDay: '2026-12-09',
    });
    expect(job.name).toBe('Q12 Kitchen polos');
    expect(job.clientNumber).toBe('PO-7');
    expect(job.client).toEqual({ name: 'Fitzroy Cafe Pty Ltd', email: 'casey@example.com' });
    expect(job.description.split('\n')).toEqual([
      'Category: Embroidery',
      "Client's description: For the new kitchen",
      'Revision R2',
      'Kitchen staff:',
      '- 10 x JB Polo (Navy, L) at $25.00: $250.00',
      '- 3 x Embroidery (Breast Left) at $3.33: $10.00',
      '- Discount: -$5.00',
      'Empty:',
      'Total: $280.50',
    ]);
  });

  it('calls the approval what the status machine marks as one', () => {
    const approves = (quote: { status: string; order_status: string }, action: string, role: string) => {
      const move = applyAction(
        { ...quote, contact_user: '1 - 2' },
        action,
        role as 'admin' | 'customer' | 'link',
      );
      if (!move.ok) throw new Error(move.reason);
      return isApproval(move.transition);
    };
    const completed = { status: 'Completed Quote', order_status: '' };
    expect(approves(completed, 'request_order', 'customer')).toBe(true);
    expect(approves(completed, 'submit_order', 'customer')).toBe(true);
    expect(approves(completed, 'accept_by_link', 'link')).toBe(true);
    expect(approves({ status: 'Pending Quote', order_status: '' }, 'request_order', 'admin')).toBe(true);
    // A customer's order placed from a reorder's draft waits for staff's Finalise ORDER.
    expect(approves({ status: '', order_status: '' }, 'submit_order', 'customer')).toBe(false);
    expect(approves({ status: '', order_status: 'Requested Order' }, 'finalise_order', 'admin')).toBe(true);
    expect(approves({ status: 'Pending Quote', order_status: '' }, 'save', 'customer')).toBe(false);
    expect(approves(completed, 'decline_quote', 'customer')).toBe(false);
  });

  it('takes only the listed project categories, and the Jobs tab ids strictly', () => {
    expect(sendWorkflowMaxBody.safeParse({ wfm_category: "Click 'n Collect" }).success).toBe(true);
    const unknown = sendWorkflowMaxBody.safeParse({ wfm_category: 'Knitting' });
    expect(unknown.error?.issues[0]?.message).toBe(HANDOFF_MESSAGES.categoryUnknown);
    expect(handoffsQuery.parse({ ids: '3,1,3' }).ids).toEqual([3, 1]);
    expect(handoffsQuery.safeParse({ ids: '1,0x2' }).success).toBe(false);
  });
});
