import { hoursWithZoneName } from '../dates/zone-name.ts';
import { toE164 } from '../sms/phone.ts';
import { formatAbn } from './abn.ts';
import type { PublicBusiness } from './calls.ts';
import type { BusinessSettings } from './schema.ts';

/** What the header and titles call the portal before a business has named itself. */
export const UNNAMED_PORTAL = 'Trade Portal';

/** The business's name for headers and titles: its trading name, else 'Trade Portal'. */
export const businessNameOf = (b: Pick<PublicBusiness, 'trading_name'>): string =>
  b.trading_name || UNNAMED_PORTAL;

/** A `tel:` link for a phone number as typed ('(03) 9587 4420' → 'tel:+61395874420'). */
export const phoneHrefOf = (phone: string): string => `tel:${toE164(phone) ?? phone.replace(/[^\d+]/g, '')}`;

/** A website as people read it: 'https://www.example.com.au/' → 'example.com.au'. */
export const websiteLabelOf = (url: string): string =>
  url
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');

/** The legal line of footers and PDFs: 'Example Pty Ltd · ABN 51 824 753 556', or what is set of it. */
export const legalLineOf = (b: Pick<PublicBusiness, 'legal_name' | 'trading_name' | 'abn'>): string =>
  [b.legal_name || b.trading_name, b.abn ? `ABN ${formatAbn(b.abn)}` : ''].filter(Boolean).join(' · ');

/** The address's lines, without empty ones. */
export const addressLinesOf = (address: string): string[] =>
  address
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * What every page shows of the business: its identity, never payment details or message texts.
 * `at`: when the page is served, which decides the zone name the opening hours end with.
 */
export const publicBusinessOf = (
  s: BusinessSettings,
  logoUrl: string | null,
  at: Date = new Date(),
): PublicBusiness => ({
  trading_name: s.trading_name,
  legal_name: s.legal_name,
  abn: s.abn,
  address: s.address,
  phone: s.phone,
  email: s.email,
  website: s.website,
  social_links: s.social_links,
  opening_hours: s.opening_hours,
  opening_hours_today: hoursWithZoneName(s.opening_hours, at, s.time_zone),
  time_zone: s.time_zone,
  brand_colour: s.brand_colour,
  logo_url: logoUrl,
  next_steps: s.next_steps,
});
