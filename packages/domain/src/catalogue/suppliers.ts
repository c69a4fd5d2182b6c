/**
 * The supplier list of the accounts spec (section 9), in the spec's order, with the spec's
 * short codes. `catalogueUrl` is where the supplier publishes its own catalogue; the spec does
 * not give the addresses, so these are the suppliers' public sites and are meant to be checked
 * by the business (docs/decisions/008-supplier-catalogue-links.md).
 */
export type Supplier = { name: string; shortCode: string; catalogueUrl: string };

export const SUPPLIERS: readonly Supplier[] = [
  { name: 'Shiny', shortCode: 'WS', catalogueUrl: 'https://www.winningspirit.com.au' },
  { name: 'Ramo', shortCode: 'RM', catalogueUrl: 'https://www.ramo.com.au' },
  { name: 'AS Colour', shortCode: 'AS', catalogueUrl: 'https://www.ascolour.com.au' },
  { name: 'JBs Wear', shortCode: 'JB', catalogueUrl: 'https://www.jbswear.com.au' },
  { name: 'Fashion Biz', shortCode: 'BIZ', catalogueUrl: 'https://www.fashionbiz.com.au' },
  { name: 'Syzmik', shortCode: 'SYZ', catalogueUrl: 'https://www.syzmik.com' },
  { name: 'Flexfit', shortCode: 'Mac', catalogueUrl: 'https://www.flexfit.com' },
  { name: 'Grace Collection', shortCode: 'GC', catalogueUrl: 'https://www.gracecollection.com.au' },
  { name: 'Portwest', shortCode: 'PW', catalogueUrl: 'https://www.portwest.com/au' },
  { name: 'Aussie Pacific', shortCode: 'AP', catalogueUrl: 'https://www.aussiepacific.com.au' },
  { name: 'Bisley', shortCode: 'BIS', catalogueUrl: 'https://www.bisleyworkwear.com.au' },
  { name: 'Jet Pilot', shortCode: 'JP', catalogueUrl: 'https://www.jetpilot.com.au' },
  { name: 'Headwear', shortCode: 'HW', catalogueUrl: 'https://www.headwear.com.au' },
  { name: 'Bad Workwear', shortCode: 'BAD', catalogueUrl: 'https://www.badworkwear.com.au' },
  { name: 'DNC', shortCode: 'DNC', catalogueUrl: 'https://www.dncworkwear.com.au' },
  { name: 'Identitee', shortCode: 'ID', catalogueUrl: 'https://www.identitee.com.au' },
  { name: 'Hard Yakka', shortCode: 'HY', catalogueUrl: 'https://www.hardyakka.com.au' },
  { name: 'King Gee', shortCode: 'KG', catalogueUrl: 'https://www.kinggee.com.au' },
  { name: 'Gildan Brands', shortCode: 'GD', catalogueUrl: 'https://www.gildan.com' },
  { name: 'Puma Safety', shortCode: 'PS', catalogueUrl: 'https://www.pumasafety.com.au' },
  { name: 'Buck Sports', shortCode: 'BS', catalogueUrl: 'https://www.bucksports.com.au' },
  { name: 'NCC Apparel', shortCode: 'NCCA', catalogueUrl: 'https://www.nccapparel.com.au' },
];
