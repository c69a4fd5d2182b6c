// What other modules use of a quote: its access checks, history, stored content, price tables,
// the status move (with every effect that follows it), the customer's document and its PDF.

export {
  type AcceptanceFacts,
  discardOnFailure,
  requestFactsOf,
} from './acceptance/acceptance-facts.ts';
export { acceptanceOfLink, acceptedAtOf, certificatePdf } from './acceptance/acceptance-record.ts';
export { companyPoRequired } from './acceptance/po-required.ts';
export { recordAcceptance, takePurchaseOrder } from './acceptance/record-acceptance.ts';
export { currentHashOf } from './current-hash.ts';
export { customerDocumentOf } from './customer-document.ts';
export { checkWrite } from './exact-write.ts';
export { lastSeenRevision, type Reader } from './last-seen.ts';
export { keepOrderFigures } from './order-figures.ts';
export { currentPriceTables, priceTablesAt } from './price-tables.ts';
export { pricedLineOf } from './priced-line-of.ts';
export { queueArtworkFeeInvoice } from './queue-artwork-fee-invoice.ts';
export {
  companyNameOf,
  type QuoteHead,
  quoteForUser,
  quoteHeadForUser,
  storedContentOf,
} from './quote-access.ts';
export { fillQuoteFunnel } from './quote-funnel.ts';
export { recordHistory } from './quote-history.ts';
export { startPdfRenderer } from './quote-pdf/pdf-renderer.ts';
export { quoteContactOf, quoteContactsOf } from './quote-pdf/quote-parties.ts';
export { quotePdf } from './quote-pdf/quote-pdf.ts';
export { type Opening, recordCustomerView } from './record-customer-view.ts';
export { declineOrRefuse, recordDecline } from './record-decline.ts';
export { pricedToday } from './renewal/priced-today.ts';
export { priceForStorage } from './reprice.ts';
export { currentSnapshotOf } from './revision-snapshot.ts';
export { latestSentRevision, recordSentRevision, type SentRevision } from './sent-revisions.ts';
export { sinceViewedOf } from './since-viewed.ts';
export { writeStaffDocument } from './staff-document-write.ts';
export { inStatusTransaction } from './status-move.ts';
export { warmQuotesCache } from './warm-quotes-cache.ts';
