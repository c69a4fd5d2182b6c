/**
 * Who runs the portal. The spec only says the footer shows the trading name, address, phone,
 * email, website and social links, and that the login page shows a phone and mail contact;
 * these details are the demo business's and live here so a real deployment changes one file.
 * The web app's footer and the quote PDF's header and footer both read them.
 */
export const BUSINESS = {
  tradingName: 'Ironbark Workwear & Uniforms',
  shortName: 'Ironbark Workwear',
  legalLine: 'Ironbark Workwear Pty Ltd · ABN 41 612 908 355',
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

/** The spec's 'Next Steps' text (quote spec 2): the editor's tooltip and the quote PDF's closing words. */
export const NEXT_STEPS_TEXT =
  'After approval we send an invoice through our invoicing system with payment instructions. ' +
  'Our terms are on the invoice. Payment may be required before production starts. ' +
  'Please send remittance advice after paying.';
