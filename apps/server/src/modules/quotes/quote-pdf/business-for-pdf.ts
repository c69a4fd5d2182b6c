import { BUSINESS } from '@portal/domain/business';
import type { DocumentBusiness } from '@portal/domain/quote-document';

/** 'Ironbark Workwear Pty Ltd · ABN 41 612 908 355' as its legal name and ABN. */
const legalParts = (line: string): { legalName: string; abn: string } => {
  const [legalName = '', abn = ''] = line.split(/\s*·\s*ABN\s*/);
  return { legalName: legalName.trim(), abn: abn.trim() };
};

/**
 * Who the quote PDF says sends it. The one place the PDF learns the business's details: it reads
 * the business constant today, which has no logo, payment terms, remittance account or terms of
 * trade, so the PDF leaves those out; pointing this function at the business settings puts them
 * on every PDF drawn after (issue 28).
 */
export async function businessForPdf(): Promise<DocumentBusiness> {
  return {
    tradingName: BUSINESS.tradingName,
    ...legalParts(BUSINESS.legalLine),
    address: [BUSINESS.address.street, BUSINESS.address.locality],
    phone: BUSINESS.phone,
    email: BUSINESS.email,
    website: BUSINESS.websiteLabel,
    logoFileId: null,
    paymentTerms: '',
    remittance: null,
    termsOfTrade: null,
  };
}
