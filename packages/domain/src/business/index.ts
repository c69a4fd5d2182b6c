/**
 * COMPATIBILITY ONLY, to be removed when the quote PDF is wired to the settings (issue 28): who
 * runs the portal is now data staff set at /admin/setting (`@portal/domain/business-settings`,
 * read on the server with `readBusinessSettings(db)` from modules/business-settings). Only the
 * quote PDF's renderer (quote-pdf/render-quote-pdf.ts) and its document builder still read these
 * two constants; nothing else may.
 */
export const BUSINESS = {
  tradingName: 'Ironbark Workwear & Uniforms',
  shortName: 'Ironbark Workwear',
  legalLine: 'Ironbark Workwear Pty Ltd · ABN 41 612 908 660',
  address: {
    street: 'Unit 4, 27 Lakewood Boulevard',
    locality: 'Braeside VIC 3195',
    country: 'Australia',
  },
  phone: '(03) 9587 4420',
  phoneHref: 'tel:+61395874420',
  email: 'sales@ironbarkworkwear.com.au',
  website: 'https://www.ironbarkworkwear.com.au',
  websiteLabel: 'ironbarkworkwear.com.au',
  hours: 'Monday to Friday, 8:00 am – 4:30 pm AEST',
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/ironbarkworkwear' },
    { name: 'Instagram', href: 'https://www.instagram.com/ironbarkworkwear' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/ironbark-workwear' },
  ],
} as const;

/** The quote PDF's closing words until it reads the settings' `next_steps` (same text as the default). */
export { DEFAULT_NEXT_STEPS as NEXT_STEPS_TEXT } from '../business-settings/defaults.ts';
