import { addressLinesOf, formatAbn, formatBsb, websiteLabelOf } from '@portal/domain/business-settings';
import type { DocumentBusiness } from '@portal/domain/quote-document';
import type { Db, Tx } from '../../../db/client.ts';
import { readBusinessSettingsVersion } from '../../business/index.ts';
import { termsAsText } from './terms-as-text.ts';

/**
 * Who the quote PDF says sends it: the business settings staff keep at /admin/setting, read once
 * per document. Payment details and terms of trade print only when staff have set them, and the
 * terms carry the version in force, so a printed quote says which terms it was sent under.
 */
export async function businessForPdf(db: Db | Tx): Promise<DocumentBusiness> {
  const { settings, termsVersion } = await readBusinessSettingsVersion(db);
  const { remittance } = settings;
  const hasRemittance = Boolean(remittance.account_name || remittance.bsb || remittance.account_number);
  const terms = termsAsText(settings.terms_html);
  return {
    tradingName: settings.trading_name,
    legalName: settings.legal_name,
    abn: settings.abn ? formatAbn(settings.abn) : '',
    address: addressLinesOf(settings.address),
    phone: settings.phone,
    email: settings.email,
    website: settings.website ? websiteLabelOf(settings.website) : '',
    logoFileId: settings.logo_file_id,
    paymentTerms: settings.payment_terms,
    nextSteps: settings.next_steps,
    remittance: hasRemittance
      ? {
          accountName: remittance.account_name,
          bsb: remittance.bsb ? formatBsb(remittance.bsb) : '',
          accountNumber: remittance.account_number,
        }
      : null,
    termsOfTrade: terms ? { text: terms, version: String(termsVersion) } : null,
  };
}
