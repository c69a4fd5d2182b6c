import { addDays } from '../dates/dates.ts';
import { formatMoney } from '../money/format.ts';
import { lineDetailsText } from '../quote-document/product-lines.ts';
import type { DocumentLine, QuoteDocument } from '../quote-document/schema.ts';

/** The invoice number of an order's revision (DESIGN: Outside services): Q{id}-R{revision}. */
export const invoiceNumberOf = (quoteId: number, revision: number): string => `Q${quoteId}-R${revision}`;

/** Days from the invoice date to its due date: the terms printed on the invoice (decisions/098). */
export const INVOICE_DUE_DAYS = 14;

/** Xero's tax type for Australian GST on income (10%), which the line amounts exclude. */
export const XERO_GST_ON_INCOME = 'OUTPUT';

export type XeroLineItem = {
  Description: string;
  Quantity?: number;
  UnitAmount?: number;
  TaxType?: string;
  AccountCode?: string;
};

/** The body Xero's POST /api.xro/2.0/Invoices takes for one sales invoice (ACCREC). */
export type XeroInvoiceRequest = {
  Type: 'ACCREC';
  Contact: { Name: string; EmailAddress?: string };
  Date: string;
  DueDate: string;
  LineAmountTypes: 'Exclusive';
  InvoiceNumber: string;
  Reference: string;
  Status: 'AUTHORISED';
  CurrencyCode: 'AUD';
  LineItems: XeroLineItem[];
};

export const dollars = (cents: number) => Math.round(cents) / 100;

/**
 * A priced line as a Xero line, GST-exclusive. Xero multiplies quantity by unit amount; when that
 * would not give the amount the customer was shown (a unit price with more precision, a line
 * with no quantity) the line goes as one of its amount, with the quantity and unit in words.
 */
function xeroLine(line: DocumentLine, accountCode: string): XeroLineItem {
  const description = [line.description, ...lineDetailsText(line)].filter(Boolean).join('\n').slice(0, 4000);
  const exact =
    line.qty !== null && line.unitPrice !== null && Math.round(line.qty * line.unitPrice) === line.amount;
  if (exact)
    return {
      Description: description,
      Quantity: line.qty as number,
      UnitAmount: dollars(line.unitPrice as number),
      TaxType: XERO_GST_ON_INCOME,
      AccountCode: accountCode,
    };
  const words =
    line.qty !== null && line.unitPrice !== null ? `\n${line.qty} at ${formatMoney(line.unitPrice)}` : '';
  return {
    Description: `${description}${words}`.slice(0, 4000),
    Quantity: 1,
    UnitAmount: dollars(line.amount),
    TaxType: XERO_GST_ON_INCOME,
    AccountCode: accountCode,
  };
}

/**
 * The Xero invoice for an approved order, from the quote document its customer was shown (so no
 * cost or staff line can be on it): each section's title as a heading line, then its lines at
 * their GST-exclusive amounts with GST on income; authorised, so Xero can send it.
 */
export function invoiceOfDocument(
  document: QuoteDocument,
  options: {
    quoteId: number;
    day: string;
    contactName: string;
    contactEmail: string;
    accountCode: string;
    /** The customer's purchase order number (the Client Order Number), when they gave one. */
    clientOrderNumber?: string;
  },
): XeroInvoiceRequest {
  const lines: XeroLineItem[] = [];
  for (const section of document.sections) {
    if (section.lines.length === 0) continue;
    lines.push({ Description: section.title });
    for (const line of section.lines) lines.push(xeroLine(line, options.accountCode));
  }
  return salesInvoice(
    {
      contactName: options.contactName,
      contactEmail: options.contactEmail,
      day: options.day,
      number: invoiceNumberOf(options.quoteId, document.revision),
      // The customer's PO is what their accounts match the invoice by (decisions/120).
      reference:
        options.clientOrderNumber ||
        [document.number, document.label, document.description].filter(Boolean).join(' '),
    },
    lines,
  );
}

/** Who and when of one sales invoice, as every invoice of the portal has them. */
export type InvoiceHead = {
  contactName: string;
  contactEmail: string;
  day: string;
  number: string;
  reference: string;
};

/** A sales invoice (ACCREC) of GST-exclusive lines, authorised so Xero can send it, due in the terms' days. */
export const salesInvoice = (head: InvoiceHead, lines: XeroLineItem[]): XeroInvoiceRequest => ({
  Type: 'ACCREC',
  Contact: {
    Name: head.contactName,
    ...(head.contactEmail ? { EmailAddress: head.contactEmail } : {}),
  },
  Date: head.day,
  DueDate: addDays(head.day, INVOICE_DUE_DAYS),
  LineAmountTypes: 'Exclusive',
  InvoiceNumber: head.number,
  Reference: head.reference.slice(0, 255),
  Status: 'AUTHORISED',
  CurrencyCode: 'AUD',
  LineItems: lines,
});

/** The GST-exclusive total Xero will compute for the invoice, in cents. */
export const invoiceTotalCents = (invoice: XeroInvoiceRequest): number =>
  invoice.LineItems.reduce(
    (sum, line) => sum + Math.round((line.Quantity ?? 0) * Math.round((line.UnitAmount ?? 0) * 100)),
    0,
  );
