import {
  type BusinessSettings,
  settingsChanges,
  UNSET_BUSINESS_SETTINGS,
} from '@portal/domain/business-settings';
import type { Db } from '../db/client.ts';
import { businessSettings } from '../db/schema/index.ts';

/**
 * The demo business: who runs the demo portal, as staff would set it at
 * /admin/setting. Its ABN passes the ATO check (41 612 908 355, printed before, did not).
 */
export const DEMO_BUSINESS: BusinessSettings = {
  ...UNSET_BUSINESS_SETTINGS,
  trading_name: 'Ironbark Workwear & Uniforms',
  legal_name: 'Ironbark Workwear Pty Ltd',
  abn: '41612908660',
  address: 'Unit 4, 27 Lakewood Boulevard\nBraeside VIC 3195\nAustralia',
  phone: '(03) 9587 4420',
  email: 'sales@ironbarkworkwear.com.au',
  website: 'https://www.ironbarkworkwear.com.au',
  social_links: [
    { name: 'Facebook', url: 'https://www.facebook.com/ironbarkworkwear' },
    { name: 'Instagram', url: 'https://www.instagram.com/ironbarkworkwear' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/ironbark-workwear' },
  ],
  opening_hours: 'Monday to Friday, 8:00 am – 4:30 pm AEST',
  time_zone: 'Australia/Melbourne',
  holiday_state: 'VIC',
  brand_colour: '#1f3f63',
  quote_validity_days: 30,
  proofs: { ...UNSET_BUSINESS_SETTINGS.proofs, round_fee_cents: 3500 },
  payment_terms: 'Payment within 14 days of invoice. New accounts pay before production starts.',
  remittance: { account_name: 'Ironbark Workwear Pty Ltd', bsb: '063000', account_number: '12345678' },
  terms_html:
    '<h3>Terms of trade</h3><ol><li>Prices are in Australian dollars and include GST where shown.</li>' +
    '<li>Quotes are valid for 30 days from the date of issue.</li>' +
    '<li>Decorated garments are made to order and cannot be returned unless faulty.</li>' +
    '<li>Artwork must be approved before production; colours may vary slightly from screen.</li></ol>',
};

/** Saves the demo business as the first version of the settings. */
export async function seedDemoBusiness(db: Db): Promise<void> {
  await db.insert(businessSettings).values({
    version: 1,
    settings: DEMO_BUSINESS,
    termsVersion: 1,
    changes: settingsChanges(UNSET_BUSINESS_SETTINGS, DEMO_BUSINESS),
    savedBy: null,
    savedByName: 'Demo seed',
  });
}
