import { BUSINESS_TIME_ZONE, DEFAULT_VALIDITY_DAYS } from '../dates/dates.ts';
import { DEFAULT_PROOF_CHECKLIST } from '../proofs/checklist.ts';
import { DEFAULT_REMINDER_RULES } from '../reminders/rules.ts';
import { DEFAULT_PRICE_MOVE_PERCENT } from '../renewal/price-moves.ts';
import { DEFAULT_MESSAGE_TEXTS } from './message-texts.ts';
import type { BusinessSettings } from './schema.ts';

/** The spec's 'Next Steps' tooltip (quote spec 2), the text a business starts with. */
export const DEFAULT_NEXT_STEPS =
  'After approval we send an invoice through our invoicing system with payment instructions. ' +
  'Our terms are on the invoice. Payment may be required before production starts. ' +
  'Please send remittance advice after paying.';

/**
 * The settings of a business that has set nothing yet (a production portal after create-admin):
 * no name, ABN, contact, logo, payment details or terms, which the settings page's checklist
 * lists; the portal's own defaults for the rest. Nothing here names a business.
 */
export const UNSET_BUSINESS_SETTINGS: BusinessSettings = {
  trading_name: '',
  legal_name: '',
  abn: '',
  address: '',
  phone: '',
  email: '',
  website: '',
  social_links: [],
  opening_hours: '',
  time_zone: BUSINESS_TIME_ZONE,
  holiday_state: 'VIC',
  business_hours: { opens: '09:00', closes: '17:00' },
  reminder_rules: DEFAULT_REMINDER_RULES,
  logo_file_id: null,
  // The portal's own navy (11:1 with white); staff choose theirs.
  brand_colour: '#1f3f63',
  quote_validity_days: DEFAULT_VALIDITY_DAYS,
  price_move_percent: DEFAULT_PRICE_MOVE_PERCENT,
  payment_terms: '',
  remittance: { account_name: '', bsb: '', account_number: '' },
  terms_html: '',
  next_steps: DEFAULT_NEXT_STEPS,
  // Orders with decorations that never had a proof still go to production (decisions/129). Two
  // rounds (a proof and one change) are included; the fee past them is the business's to set.
  proofs: {
    required: false,
    checklist: [...DEFAULT_PROOF_CHECKLIST],
    rounds_included: 2,
    round_fee_cents: 0,
  },
  // The customer sees the acceptance on screen and gets its certificate: no mail for it.
  order_notices: {
    accepted: false,
    proofs_approved: true,
    in_production: true,
    dispatched: true,
    completed: true,
    invoice_paid: true,
  },
  texts: { ...DEFAULT_MESSAGE_TEXTS },
};
