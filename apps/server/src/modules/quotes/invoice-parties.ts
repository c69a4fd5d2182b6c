import { businessToday } from '@portal/domain/dates';
import type { Config } from '../../config.ts';

type InvoicedDocument = { company: string; contact: string; contactEmail: string };

/**
 * What every invoice of an order shares (the order's own and an artwork fee's): dated today in
 * the business's zone, to the document's company (its contact when it has none), booked to the
 * configured sales account.
 */
export const invoicePartiesOf = (document: InvoicedDocument, config: Config) => ({
  day: businessToday(),
  contactName: document.company || document.contact,
  contactEmail: document.contactEmail,
  accountCode: config.xero?.salesAccount ?? '200',
});

/** Who an invoice goes to, as the Outbox page lists it. */
export const invoiceRecipientOf = (invoice: { Contact: { Name: string; EmailAddress?: string } }) =>
  [invoice.Contact.Name, invoice.Contact.EmailAddress].filter(Boolean).join(' ');
