import type { PublicBusiness } from './calls.ts';

/** The id of the element in index.html that holds the public business as JSON. */
export const PUBLIC_BUSINESS_ELEMENT_ID = 'business-settings';

/** JSON that cannot end the script element it sits in, nor break a line in old parsers. */
const inertJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * index.html with the business as JSON in its `data-business="json"` element, for the app's
 * first render: the server writes the business as staff saved it into every page it serves, and
 * the build writes a business that has set nothing yet, so every page carries one and the app
 * never needs a default of its own.
 */
export const withBusinessJson = (html: string, business: PublicBusiness): string =>
  html.replace(
    /(<script[^>]*data-business="json"[^>]*>)[^<]*(<\/script>)/,
    (_, open: string, close: string) => `${open}${inertJson(business)}${close}`,
  );
