import {
  dollars,
  type InvoiceHead,
  salesInvoice,
  XERO_GST_ON_INCOME,
  type XeroInvoiceRequest,
} from './invoice-of-document.ts';

/**
 * The number of an artwork fee's own invoice (decisions/160): Q{id}-A{round}, the proofs' send
 * that charged it. An order is invoiced when it is accepted; fees charged while its artwork is
 * proofed afterwards go on an invoice of their own, never on a second invoice of the order.
 */
export const artworkFeeInvoiceNumberOf = (quoteId: number, round: number): string => `Q${quoteId}-A${round}`;

/** The invoice of artwork fees charged on an order already invoiced: one line for each fee. */
export const artworkFeeInvoiceOf = (
  fees: readonly { description: string; cents: number }[],
  head: InvoiceHead & { accountCode: string },
): XeroInvoiceRequest =>
  salesInvoice(
    head,
    fees.map((fee) => ({
      Description: fee.description.slice(0, 4000),
      Quantity: 1,
      UnitAmount: dollars(fee.cents),
      TaxType: XERO_GST_ON_INCOME,
      AccountCode: head.accountCode,
    })),
  );
